import { describe, expect, it } from 'vitest';
import { RespCode } from './resp-code';
import { badParams, RespError } from './resp-error';

describe('RespError', () => {
  it('carries its code and the catalogue message unless told another', () => {
    expect(new RespError(RespCode.NO_PERMISSION)).toMatchObject({ respCode: 403, respDesc: '用户无权限' });
    expect(new RespError(RespCode.NO_ACCESS, '无权访问该区域的数据').respDesc).toBe('无权访问该区域的数据');
  });

  it('badParams answers 300 naming the fields, with the detail in brackets', () => {
    const e = badParams(['areaId', 'areaLevel'], '区域级别与区域编码不一致');
    expect(e.respCode).toBe(300);
    expect(e.respDesc).toMatch(/areaId.*areaLevel.*（区域级别与区域编码不一致）$/);
    expect(badParams(['farmId']).respDesc).not.toContain('（');
  });
});
