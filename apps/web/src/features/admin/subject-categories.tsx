import {
  listBusinessCategories,
  listSubjectBusinessCategories,
  saveSubjectBusinessCategories,
} from '@fengshou/core/contract';
import { Button, Form, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useApiMutation, useApiQuery } from '../../api';

/**
 * The business categories (经营品类) a subject follows, in order (spec §7 subjectBusinessCategoryRef): its
 * dashboards' `$_businessCategoryIdList`. None chosen: every category. Saved on its own, beside the form.
 */
export function SubjectCategories({ subjectId }: { subjectId: number }) {
  const current = useApiQuery(listSubjectBusinessCategories, { subjectId });
  const all = useApiQuery(listBusinessCategories, {});
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => {
    if (current.data)
      setChosen(current.data.configured ? current.data.list.map((c) => c.businessCategoryId) : []);
  }, [current.data]);
  const save = useApiMutation(saveSubjectBusinessCategories, {
    invalidates: () => [listSubjectBusinessCategories],
  });
  return (
    <Form.Item
      label="关注的经营品类"
      extra="大屏按所选品类统计（$_businessCategoryIdList）；不选即全部品类，顺序即选择顺序"
    >
      <Space.Compact block>
        <Select
          mode="multiple"
          aria-label="关注的经营品类"
          placeholder="全部品类"
          loading={current.isLoading || all.isLoading}
          optionFilterProp="label"
          maxTagCount="responsive"
          value={chosen}
          onChange={setChosen}
          options={(all.data ?? []).map((c) => ({ value: c.businessCategoryId, label: c.name }))}
        />
        <Button
          loading={save.isPending}
          onClick={() => save.mutate({ subjectId, businessCategoryIds: chosen })}
        >
          设为关注
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
