import { PROCESS_STATUS_LABELS, type ProcessStatus } from '@fengshou/core';
import { type BodyOf, type EndpointDef, listBatches } from '@fengshou/core/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Select, type TablePaginationConfig, Tag } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import { invalidateApi, useApiQuery } from '../api';
import { useLiveEvents } from '../api/live';

/** The area filter of a review list (the area picker's selection). */
export type AreaFilter = { areaId?: number; areaLevel?: number };

/** 监测批次: the batches of one type (or all) over the area, the batch filter of a review list. */
export function BatchSelect(props: {
  batchType?: 1 | 2;
  area: AreaFilter;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { batchType, area } = props;
  const batches = useApiQuery(
    listBatches,
    { ...area, batchType, pageSize: 100 },
    { enabled: area.areaId !== undefined },
  );
  return (
    <Select
      allowClear
      placeholder="监测批次"
      style={{ minWidth: 260 }}
      value={props.value}
      onChange={props.onChange}
      options={batches.data?.list.map((b) => ({ value: b.id, label: `${b.batchName}（${b.areaName}）` }))}
      aria-label="监测批次"
    />
  );
}

/**
 * A review list's page of cases with its status counts; it refreshes when a case of this kind changes on
 * another screen of the area (the live channel), and when the channel reconnects.
 */
export function useCaseList<E extends EndpointDef>(
  endpoint: E,
  kind: 'occupy' | 'abnormal',
  body: BodyOf<E> & AreaFilter,
) {
  const qc = useQueryClient();
  const refresh = () => void invalidateApi(qc, endpoint);
  useLiveEvents<{ kind: string }>(['case.changed'], (e) => e.data.kind === kind && refresh(), refresh);
  return useApiQuery(endpoint, body, {
    enabled: body.areaId !== undefined,
    placeholderData: keepPreviousData,
  });
}

type Page = { pageNo: number; pageSize: number };

/** Wraps a filter's setter so that a changed filter starts the list again on page 1. */
export function onFirstPage(setPage: Dispatch<SetStateAction<Page>>) {
  return <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage((p) => ({ ...p, pageNo: 1 }));
    };
}

/** The pager of a review list. */
export function casePagination(
  data: Page & { total: number },
  setPage: (page: Page) => void,
): TablePaginationConfig {
  return {
    current: data.pageNo,
    pageSize: data.pageSize,
    total: data.total,
    showTotal: (n) => `共 ${n} 条`,
    onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
  };
}

/** A case's process status as a coloured tag. */
export function StatusTag({ status, colors }: { status: number; colors: Record<number, string> }) {
  return <Tag color={colors[status]}>{PROCESS_STATUS_LABELS[status as ProcessStatus] ?? status}</Tag>;
}
