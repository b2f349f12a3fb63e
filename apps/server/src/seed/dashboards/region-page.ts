import { REGION_PAGE_KEY } from '@fengshou/core';
import { bar, cards, line, rank, ring } from './kit';
import type { TopicPlates } from './types';

/**
 * The administrative-region page of the custom dashboards (/dashboard-custom/administrative-region): the
 * only page a subject may publish for visitors without a login, so every plate is a figure of the metric
 * registry (no records, no details). Its first plate's metrics are the key figures shown per child area.
 */
export const REGION_PAGE: TopicPlates = {
  [REGION_PAGE_KEY]: [
    cards('主要指标', ['villageCommitteeCount', 'parcelAreaMu', 'farmCount', 'companyCount']),
    bar('下级区域地块面积', ['parcelAreaMu'], 'area'),
    rank('下级区域经营主体', 'companyCount'),
    bar('下级区域高标准农田', ['highStandardAreaMu'], 'area'),
    ring('地类面积', 'parcelAreaMu'),
    bar('下级区域村委会', ['villageCommitteeCount'], 'area'),
    ring('主体类型', 'companyCount'),
    line('集体经济收入', ['collectiveIncomeWan'], 'year'),
    rank('基地面积排行', 'farmAreaMu'),
  ],
};
