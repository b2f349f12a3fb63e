/** Page sizes of list calls (spec §9). */
export const PAGE_SIZES = {
  DEFAULT: 10,
  SHARED: 15,
  LARGE: 20,
  FARM_IDS: 50,
  METRIC_ALARMS: 50,
  CAMERA_IMAGES: 9,
  GIS_FARM_LAND: 800,
} as const;

/** Number of the first page of every paged list. */
export const FIRST_PAGE = 1;

/** Paging that shared list state starts from. */
export const SHARED_PAGING = { pageNo: FIRST_PAGE, pageSize: PAGE_SIZES.SHARED } as const;

/** Default filter of the nutrition and quality detection list. */
export const NUTRITION_QUALITY_LIST_DEFAULTS = { pageNo: FIRST_PAGE, pageSize: 10, areaLevel: 1 } as const;

/** Default paging of the cultivated-land abnormal list. */
export const CULTIVATED_ABNORMAL_LIST_DEFAULTS = { pageNo: FIRST_PAGE, pageSize: 10 } as const;

/** Default filter of the cultivated-land batch list. */
export const CULTIVATED_BATCH_LIST_DEFAULTS = { motionDetectionFlag: 1 } as const;

/** Default paging of the farm list by farmIds. */
export const FARM_IDS_LIST_DEFAULTS = { pageNo: FIRST_PAGE, pageSize: PAGE_SIZES.FARM_IDS } as const;

/** Paging of the gis farm land list, fetched as one large page. */
export const GIS_FARM_LAND_LIST_DEFAULTS = {
  pageNo: FIRST_PAGE,
  pageSize: PAGE_SIZES.GIS_FARM_LAND,
} as const;

/** Time-outs in milliseconds of the HTTP clients and slow calls (spec §7, §9). */
export const TIMEOUTS_MS = {
  main: 120_000,
  demo: 120_000,
  fixedHost: 8_000,
  formShort: 3_000,
  formLong: 60_000,
  mapApi: 3_000,
  gisToken: 1_500,
  plotList: 60_000,
  chunkLoad: 120_000,
} as const;

/** Minutes a fetched gis token stays cached. */
export const GIS_TOKEN_CACHE_MINUTES = 1440;

/** Seconds within which a cached gis token is reused without refresh. */
export const GIS_TOKEN_REUSE_S = 43_200;

/** Default length of the loading progress bar. */
export const LOADING_BAR_DEFAULT_LENGTH = 26;

/** Number of step targets of the loading progress bar. */
export const LOADING_BAR_STEPS = 5;

/** Quality parameter of the cloud image service's resize option. */
export const IMAGE_RESIZE_QUALITY = 100;
