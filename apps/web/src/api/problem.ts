import { RespCode } from '@fengshou/core';
import { ApiError, errorText } from './api-error';

/** A failed call as the admin screens show it. */
export interface Problem {
  respCode: number | null;
  /** The fields a 300 names (contract field names), empty otherwise. */
  fields: string[];
  /** The server's reason in brackets of a 300 (账号已存在), else the whole message. */
  detail: string;
  /** One line for an alert: 403 and 300 lead with what kind of refusal it is. */
  text: string;
}

// respDesc of a 300: 参数错误：loginName、phone（账号已存在） (core badParamsDesc + the server's detail).
const BAD_PARAMS = /^[^：]*(?:：([^（]*))?(?:（(.*)）)?$/s;

/**
 * Reads a failed call: 300 with the fields it names and its detail, 403 (the permission refused), or the
 * plain error text. `labels` turn contract field names into the form's Chinese labels.
 */
export function problemOf(error: unknown, labels: Readonly<Record<string, string>> = {}): Problem {
  if (!(error instanceof ApiError)) {
    const text = errorText(error);
    return { respCode: null, fields: [], detail: text, text };
  }
  if (error.respCode === RespCode.BAD_PARAMS) {
    const m = BAD_PARAMS.exec(error.respDesc.trim());
    const fields = (m?.[1] ?? '')
      .split('、')
      .map((f) => f.trim())
      .filter(Boolean);
    const detail = m?.[2]?.trim() || error.respDesc;
    const named = fields.map((f) => labels[f] ?? f).join('、');
    return {
      respCode: error.respCode,
      fields,
      detail,
      text: named ? `参数有误（${named}）：${detail}` : `参数有误：${detail}`,
    };
  }
  if (error.respCode === RespCode.NO_PERMISSION) {
    return {
      respCode: error.respCode,
      fields: [],
      detail: error.respDesc,
      text: `没有权限：${error.respDesc || '用户无权限'}`,
    };
  }
  return { respCode: error.respCode, fields: [], detail: error.message, text: error.message };
}
