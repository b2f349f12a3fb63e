import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { DashboardDoc, DashboardTemplate } from '@fengshou/core/contract';
import { App, Button, Upload } from 'antd';
import { problemOf } from '../../api/problem';
import { downloadBytes } from '../../ui/xlsx';
import { useExportTemplate, useImportTemplate } from './editor-queries';

/** A template's file name: its title and the day it was exported. */
export function templateFileName(t: Pick<DashboardTemplate, 'title' | 'exportedAt'>): string {
  return `${t.title}-大屏模板-${t.exportedAt.slice(0, 10)}.json`;
}

/**
 * 导出模板 / 导入模板: the published dashboard as a JSON file, and a file of another subject made this
 * menu's draft. The server checks the file (format, data sources, metrics, expressions, area codes); its
 * refusal is shown with its reason.
 */
export function TemplateButtons({
  subjectId,
  menuKey,
  dirty,
  onImported,
  onRefused,
}: {
  subjectId: number;
  menuKey: number;
  dirty: boolean;
  onImported: (doc: DashboardDoc, rebased: number) => void;
  /** Shows a refusal the editor handles itself (someone changed the dashboard meanwhile); true if it did. */
  onRefused?: (e: unknown) => boolean;
}) {
  const { modal, message } = App.useApp();
  const exporter = useExportTemplate(subjectId, menuKey);
  const importer = useImportTemplate(subjectId, menuKey);

  const doExport = async () => {
    const t = await exporter.mutateAsync(undefined);
    const bytes = new TextEncoder().encode(JSON.stringify(t, null, 2));
    downloadBytes(bytes, templateFileName(t), 'application/json');
    void message.success('已导出已发布的大屏为模板文件');
  };

  const doImport = async (file: File) => {
    let template: unknown;
    try {
      template = JSON.parse(await file.text());
    } catch {
      modal.error({ title: '无法导入', content: `“${file.name}”不是有效的 JSON 模板文件。` });
      return;
    }
    try {
      const result = await importer.mutateAsync(template as never);
      onImported(result.doc, result.rebased);
    } catch (e) {
      if (!onRefused?.(e)) modal.error({ title: '模板未导入', content: problemOf(e).text });
    }
  };

  const confirmImport = (file: File) => {
    if (!dirty) {
      void doImport(file);
      return;
    }
    modal.confirm({
      title: '导入模板将替换当前草稿',
      content: '当前有未保存的修改，导入后这些修改将丢失。',
      okText: '继续导入',
      cancelText: '取消',
      onOk: () => doImport(file),
    });
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={() => void doExport()}>
        导出模板
      </Button>
      <Upload
        accept=".json,application/json"
        showUploadList={false}
        beforeUpload={(file) => {
          confirmImport(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={importer.isPending}>
          导入模板
        </Button>
      </Upload>
    </>
  );
}
