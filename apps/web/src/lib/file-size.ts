/** A file's size in the units people read, in the page's language: "840 kB", "2.4 MB" (at least 1 kB). */
export function formatFileSize(bytes: number, language: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024 * 1024) return format(Math.max(1, Math.round(bytes / 1024)), 'kilobyte');
  return format(bytes / (1024 * 1024), 'megabyte');
}
