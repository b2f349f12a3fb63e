import { beijing } from '@fengshou/core';
import { useEffect, useState } from 'react';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** Beijing date, weekday and time for a big-screen header, ticking each second, in any browser zone. */
export function Clock() {
  const [now, setNow] = useState(() => beijing());
  useEffect(() => {
    const timer = setInterval(() => setNow(beijing()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="clock">
      <span className="clock-time">{now.format('HH:mm:ss')}</span>
      <span className="clock-date">
        {now.format('YYYY-MM-DD')} {WEEKDAYS[now.day()]}
      </span>
    </div>
  );
}
