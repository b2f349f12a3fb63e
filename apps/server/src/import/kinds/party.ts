import { PARTY_ACTIVITY_TYPES, PARTY_ORG_TYPES } from '@fengshou/core/contract';
import { areaColumn } from './common-columns';
import { defineImportKind, enumOf } from './define';

/** Party organisations of towns and villages with their members (党建引领). */
export const partyOrganizationsImport = defineImportKind({
  kind: 'party-organizations',
  label: '党组织',
  group: '乡村治理',
  uses: '党建引领专题：党组织与党员数、青年党员占比、各村党员分布',
  table: 'party_organizations',
  key: ['area_id', 'org_name'],
  keyLabel: '所属区域+组织名称',
  format: 'table',
  columns: [
    {
      header: '组织名称',
      aliases: ['党组织', '党组织名称', 'orgName'],
      column: 'org_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '新河镇新民村党支部',
    },
    {
      header: '组织类型',
      aliases: ['类型', 'orgType'],
      column: 'org_type',
      cell: enumOf(PARTY_ORG_TYPES),
      required: true,
      example: '党支部',
    },
    { ...areaColumn, required: true, example: '310151101001', note: '组织所在的镇或村（代码或“乡镇/村”）' },
    {
      header: '党员数',
      aliases: ['党员人数', 'memberCount'],
      column: 'member_count',
      cell: { t: 'int', min: 0, max: 1_000_000 },
      required: true,
      example: '46',
    },
    {
      header: '35岁以下党员数',
      aliases: ['青年党员数', 'youngMemberCount'],
      column: 'young_member_count',
      cell: { t: 'int', min: 0, max: 1_000_000 },
      fallback: '0',
      example: '9',
    },
    {
      header: '书记',
      aliases: ['党组织书记', 'secretaryName'],
      column: 'secretary_name',
      cell: { t: 'text', max: 32 },
      example: '',
    },
    {
      header: '成立日期',
      aliases: ['成立时间', 'establishedDate'],
      column: 'established_date',
      cell: { t: 'date' },
      example: '1958-10-01',
    },
  ],
  check: (r) =>
    Number(r.young_member_count ?? 0) > Number(r.member_count)
      ? { field: '35岁以下党员数', reason: '35岁以下党员数不能多于党员数' }
      : undefined,
});

/** What party organisations do: meetings, theme days, volunteer service, training, 为民办实事. */
export const partyActivitiesImport = defineImportKind({
  kind: 'party-activities',
  label: '党建活动',
  group: '乡村治理',
  uses: '党建引领专题：活动次数与类型、参与人次、志愿服务时长、最新活动',
  table: 'party_activities',
  key: ['org_id', 'activity_date', 'title'],
  keyLabel: '党组织+日期+活动名称',
  format: 'table',
  columns: [
    {
      header: '党组织',
      aliases: ['组织名称', 'org'],
      column: 'org_id',
      cell: { t: 'ref', ref: 'partyOrg' },
      required: true,
      example: '新河镇新民村党支部',
      note: '须先导入党组织；重名时写“村名/组织名称”',
    },
    {
      header: '活动名称',
      aliases: ['名称', '主题', 'title'],
      column: 'title',
      cell: { t: 'text', max: 100 },
      required: true,
      example: '四月主题党日：人居环境整治',
    },
    {
      header: '活动类型',
      aliases: ['类型', 'activityType'],
      column: 'activity_type',
      cell: enumOf(PARTY_ACTIVITY_TYPES),
      required: true,
      example: '主题党日',
    },
    {
      header: '活动日期',
      aliases: ['日期', 'activityDate'],
      column: 'activity_date',
      cell: { t: 'date' },
      required: true,
      example: '2025-04-10',
    },
    {
      header: '参与人数',
      aliases: ['参加人数', 'participants'],
      column: 'participants',
      cell: { t: 'int', min: 0, max: 100_000 },
      fallback: '0',
      example: '38',
    },
    {
      header: '服务时长（小时）',
      aliases: ['志愿服务时长', 'serviceHours'],
      column: 'service_hours',
      cell: { t: 'decimal', min: 0, max: 1_000_000 },
      fallback: '0',
      example: '76',
    },
    {
      header: '活动内容',
      aliases: ['内容', 'content'],
      column: 'content',
      cell: { t: 'text', max: 500 },
      example: '',
    },
  ],
});
