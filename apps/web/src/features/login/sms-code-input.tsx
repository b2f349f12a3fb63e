import { SafetyOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';

/** The rule of a 6-digit SMS code field (the server checks the same). */
export const SMS_CODE_RULE = { required: true, pattern: /^\d{6}$/, message: '请输入6位短信验证码' };

/** A 6-digit SMS code box, offered the code from the phone's keyboard suggestions. */
export function SmsCodeInput(props: InputProps) {
  return (
    <Input
      prefix={<SafetyOutlined />}
      placeholder="短信验证码"
      maxLength={6}
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label="短信验证码"
      {...props}
    />
  );
}
