import { Spin } from 'antd';

/** Removes the startup notice of index.html (spec §1: shown until the first route resolves). */
export function removeStartupNotice(): void {
  document.getElementById('app-loading')?.remove();
}

/** What a route shows while its page's (or the shell's) code loads. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <Spin size="large" />
    </div>
  );
}
