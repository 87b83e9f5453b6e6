/** Upload limits, stated in the UI and enforced here. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_LINES = 20_000;
/** XLSX guards, checked on the zip central directory before exceljs inflates anything. */
export const XLSX_MAX_ENTRIES = 2_000;
export const XLSX_MAX_TOTAL_UNCOMPRESSED = 120 * 1024 * 1024;
export const XLSX_MAX_ENTRY_UNCOMPRESSED = 60 * 1024 * 1024;
export const XLSX_MAX_SHARED_STRINGS = 16 * 1024 * 1024;
export const XLSX_MAX_RATIO = 120;
export const PREVIEW_ROWS = 10;
