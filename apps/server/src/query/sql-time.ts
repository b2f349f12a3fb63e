/** `to_char` of a timestamp column as 'YYYY-MM-DD HH:mm:ss' (session time zone, Beijing). */
export const ts = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

/** A time parameter as a lower bound ('YYYY-MM-DD' is that midnight). */
export const fromTime = (s: string) => (s.length === 10 ? `${s} 00:00:00` : s);

/** A time parameter as an exclusive upper bound ('YYYY-MM-DD' includes that whole day). */
export const untilTime = (s: string) => (s.length === 10 ? `${s} 24:00:00` : s);
