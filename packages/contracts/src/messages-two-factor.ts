// Messages of two-factor sign-in (TOTP and recovery codes), in both languages.
export const TWO_FACTOR_MESSAGES = {
  twoFactorCodeWrong: { en: 'The code is not correct or was already used', zh: '验证码不正确或已被使用' },
  enterTwoFactorCode: { en: 'Please enter the code from your authenticator app', zh: '请输入身份验证器应用中的验证码' },
  twoFactorChallengeExpired: {
    en: 'This sign-in has expired. Please enter your password again',
    zh: '本次登录已过期，请重新输入密码',
  },
  twoFactorAlreadyOn: { en: 'Two-factor authentication is already on', zh: '双重验证已开启' },
  twoFactorNotOn: { en: 'Two-factor authentication is not on', zh: '双重验证未开启' },
  twoFactorNotStarted: { en: 'Start the set-up again to get a new key', zh: '请重新开始设置以获取新密钥' },
  twoFactorRequired: {
    en: 'Set up two-factor authentication before using the back office',
    zh: '使用后台之前请先设置双重验证',
  },
  twoFactorNeededForNewDestination: {
    en: 'A withdrawal to a new destination needs the code from your authenticator app',
    zh: '提现到新的地址需要身份验证器应用中的验证码',
  },
  passwordWrong: { en: 'The password is not correct', zh: '密码不正确' },
} as const;
