import { useEffect, useState } from 'react';

/** The phone's position and heading as the app last heard them. */
export interface Position {
  lat: number;
  lng: number;
  accuracyM: number;
  heading?: number;
  time: number;
}

/**
 * Watches the GPS position (high accuracy) and the compass: the heading comes from the position while
 * moving, else from the device orientation (iOS webkitCompassHeading, else 360 − alpha).
 */
export function usePosition(): { position: Position | null; error: string | null } {
  const [position, setPosition] = useState<Position | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setError('设备不支持定位');
      return;
    }
    let compass: number | undefined;
    const onOrientation = (e: DeviceOrientationEvent) => {
      const webkit = (e as DeviceOrientationEvent & { webkitCompassHeading?: number }).webkitCompassHeading;
      compass = webkit ?? (e.alpha === null ? undefined : (360 - e.alpha) % 360);
    };
    window.addEventListener('deviceorientation', onOrientation);
    const id = navigator.geolocation.watchPosition(
      (p) => {
        setError(null);
        const moving = p.coords.heading !== null && !Number.isNaN(p.coords.heading);
        setPosition({
          lat: p.coords.latitude,
          lng: p.coords.longitude,
          accuracyM: p.coords.accuracy,
          heading: moving ? (p.coords.heading as number) : compass,
          time: p.timestamp,
        });
      },
      (e) =>
        setError(e.code === e.PERMISSION_DENIED ? '未允许定位，请在浏览器设置中开启' : '正在等待定位信号'),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(id);
      window.removeEventListener('deviceorientation', onOrientation);
    };
  }, []);
  return { position, error };
}
