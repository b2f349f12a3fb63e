/** The review screens (routes of app/routes/others.ts), where a reviewer's work is. */
export const REVIEW_PAGES = [
  {
    key: 'occupy',
    path: '/land-control/occupation',
    label: '耕地占用审核',
    hint: '非农化图斑筛查、核查与复核',
  },
  {
    key: 'abnormal',
    path: '/land-control/abnormal',
    label: '耕地异常处置',
    hint: '撂荒、非粮化图斑处置与整治',
  },
  { key: 'batches', path: '/land-control/batches', label: '监测批次总览', hint: '各批次图斑分布与办结情况' },
  {
    key: 'fieldcheck',
    path: '/land-control/field-check',
    label: '核查任务',
    hint: '外业核查下发、进度与整改销号',
  },
] as const;
