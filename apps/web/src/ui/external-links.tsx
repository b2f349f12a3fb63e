import { ExportOutlined } from '@ant-design/icons';
import { DataState } from './data-state';
import { useMenuLinks } from './use-menu-links';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The subject's external systems as tiles that open in a new tab. */
export function ExternalLinks() {
  const links = useMenuLinks();
  return (
    <DataState query={links} isEmpty={(l) => l.length === 0} emptyText="未配置外部系统">
      {(list) => (
        <ul className="external-links">
          {list.map((l) => (
            <li key={l.id}>
              <a className="external-link" href={l.url} target="_blank" rel="noopener noreferrer">
                <span className="external-link-name">{l.name}</span>
                <span className="external-link-host">{hostOf(l.url)}</span>
                <ExportOutlined className="external-link-icon" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </DataState>
  );
}
