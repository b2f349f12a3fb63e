import { Tag } from 'antd';
import { useGisToken } from '../../map';

/**
 * Which basemap the 天地图 variant draws, said in the heading: Tianditu where the installation has a key
 * (TIANDITU_KEY or the dictionary's gis.tdtToken), the offline basemap otherwise.
 */
export function FarmMapProvider() {
  const token = useGisToken(true);
  if (token === null) return <Tag>地图服务：查询中</Tag>;
  return token ? (
    <Tag color="blue">地图服务：天地图（已配置密钥）</Tag>
  ) : (
    <Tag color="orange">地图服务：离线底图（未配置天地图密钥）</Tag>
  );
}
