import { type RouteDef, row } from './types';

/** Top level of spec §2: portal pages, homes and the main dashboard. */
export const TOP_LEVEL_ROUTES: readonly RouteDef[] = [
  row('/', 'Root', '首页', 'start', { chrome: 'bare' }),
  row('/login', 'Login', '登录', 'login', { chrome: 'bare' }),
  // The first-run setup of an installation without the demo (not in spec §2): the login page leads here
  // while the installation has no subject; afterwards it only says so.
  row('/setup', 'Setup', '系统初始化', 'setup', { chrome: 'bare', open: true }),
  row('/change-password', 'ChangePassword', '修改密码', 'change-password', { chrome: 'bare' }),
  row('/not-access', 'NotAccess', '暂无访问权限', 'not-access', { chrome: 'bare' }),
  row('/welcome', 'Welcome', '欢迎使用', 'welcome', { chrome: 'bare', open: true }),
  row('/404', 'NotFound', '页面不存在', 'not-access', { chrome: 'bare', redirect: '/not-access' }),
  row('/home', 'Home', '首页', 'home'),
  row('/home/plotlist', 'HomePlotList', '地块清单', 'plot-list'),
  row('/home/guaranteeSupply', 'HomeGuaranteeSupply', '保供稳价', 'guarantee-supply-home'),
  row('/home/guangming', 'HomeGuangming', '光明农业基地', 'group-bases'),
  row('/data-dashboard/:menuGroupId', 'DataDashboard', '数据大屏', 'data-dashboard'),
  row('/iframe-detail', 'IframeDetail', '外部系统', 'iframe-detail', { query: ['url', 'title'] }),
  row('/home329', 'Home329', '农业农村综合首页', 'home-dashboard'),
  row('/agri-home', 'AgriHome', '农业首页', 'home-dashboard'),
  row('/farmland-use-control', 'FarmlandUseControl', '耕地用途管控', 'gis-land-source', {
    query: ['routeLandSourceId'],
  }),
  row('/langxiaOneHome', 'LangxiaOneHome', '朗霞数字乡村', 'topic', {
    chrome: 'bare',
    redirect: '/langxiaOneHome/djyl',
  }),
  row('/langxiaTwoHome', 'LangxiaTwoHome', '朗霞数字农业', 'topic', {
    chrome: 'bare',
    redirect: '/langxiaTwoHome/nyzl',
  }),
  row('/langxiaMenu', 'LangxiaMenu', '朗霞数字乡村导航', 'langxia-menu', { chrome: 'bare' }),
  row('/jyOneHome', 'JyOneHome', '农业一张图', 'home-dashboard'),
  row('/jyOneHome/jyxzqhsj', 'JyOneHomeXzqhsj', '行政区划数据', 'home-dashboard'),
  row('/jyOneHome/jytdzy', 'JyOneHomeTdzy', '土地资源', 'home-dashboard'),
  row('/jyOneHome/jyjyzt', 'JyOneHomeJyzt', '经营主体', 'home-dashboard'),
  row('/jyOneHome/jynyyq', 'JyOneHomeNyyq', '农业园区', 'home-dashboard'),
  row('/jyOneHome/jyjtzc', 'JyOneHomeJtzc', '集体资产', 'home-dashboard'),
  row('/jyNHome', 'JyNHome', '农业农村数据首页', 'rural-home'),
  row('/jyNHomeNew', 'JyNHomeNew', '农业农村数据首页（新版）', 'rural-home', { variant: 'new' }),
  row('/dashboard-custom', 'DashboardCustom', '自定义大屏', 'custom-dashboards'),
  row(
    '/dashboard-custom/administrative-region',
    'DashboardCustomAdministrativeRegion',
    '行政区划',
    'admin-region',
    {
      chrome: 'bare',
      open: true,
      // The subject by its area code and the area shown (the page's public address).
      query: ['subject', 'area'],
    },
  ),
  row('/traceSource', 'TraceSource', '溯源监管', 'trace-source'),
  // The page a certificate's QR code opens on a consumer's phone: no login (spec §7 Certificates).
  row('/trace/:code', 'TracePublic', '农产品追溯查询', 'trace-public', { chrome: 'bare', open: true }),
  // Administration: not in spec §2; opened from the user menu by the holders of each page's permission. Top
  // level rather than beside the other screens, so it is not registered again in the dashboard.
  row('/system/roles', 'SystemRoles', '角色与权限', 'admin-roles'),
  row('/system/users', 'SystemUsers', '用户管理', 'admin-users'),
  row('/system/subjects', 'SystemSubjects', '主体管理', 'admin-subjects'),
  row('/system/menus', 'SystemMenus', '菜单编辑', 'menu-editor'),
  row('/system/import', 'SystemImport', '数据导入', 'data-import'),
  row('/system/devices', 'SystemDevices', '设备管理', 'admin-devices'),
  row('/system/alarm-rules', 'SystemAlarmRules', '告警规则', 'alarm-rules'),
  row('/system/alarms', 'SystemAlarms', '告警处理', 'iot-alarms'),
  // The security administrator's and the auditor's screens (separation of duties).
  row('/system/audit', 'SystemAudit', '审计日志', 'security-audit'),
  row('/system/briefing-schedules', 'SystemBriefingSchedules', '简报计划', 'briefing-schedules'),
  row('/system/security-policy', 'SystemSecurityPolicy', '安全策略', 'security-policy'),
  // The dashboard editor (opened from 编辑大屏 on a dashboard) and its preview frame, the screen alone at
  // the wall's size inside the editor.
  row('/system/dashboard-editor/:menuKey', 'SystemDashboardEditor', '大屏编辑', 'dashboard-editor'),
  row('/system/dashboard-preview/:menuKey', 'SystemDashboardPreview', '大屏预览', 'dashboard-preview', {
    chrome: 'bare',
  }),
];
