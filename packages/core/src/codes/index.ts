export {
  badParamsDesc,
  catalogueEntry,
  HANDLING_ERROR,
  HANDLING_NONE,
  isKnownRespCode,
  RESP_CATALOGUE,
  type RespCatalogueEntry,
  type RespHandling,
  respDescFor,
} from './catalogue';
export {
  EXEMPT_PATH_PATTERNS,
  type HandlingOptions,
  handlingFor,
  isExemptPath,
  type RespClient,
  toastTextFor,
} from './handling';
export { GUARDED_CLICK_DENIED, NETWORK_UNSTABLE, SERVICE_URL_EMPTY, SORT_ORDER_MISSING } from './messages';
export { RespCode, type RespCodeName, type RespCodeValue } from './resp-code';
export { badParams, RespError } from './resp-error';
