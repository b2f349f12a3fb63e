import { formatChinaDateTime } from '@fengshou/core';

/** The name the browser saves a file under: its title and when it was asked for (Beijing time). */
export function stampedName(title: string, created: Date, extension: string): string {
  return `${title}-${formatChinaDateTime(created).replace(/\D/g, '')}.${extension}`;
}

/** YYYY-MM-DD HH:mm in Beijing time, as watermarks print it. */
export function watermarkTime(d: Date): string {
  return formatChinaDateTime(d).slice(0, 16);
}
