import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const ME = featureTexts(
  'me',
  defineTexts(
    {
      title: 'Me',
      userId: 'User ID',
      email: 'Email',
      username: 'Username',
      inviteCode: 'My invite code',
      inviteHint: 'Friends enter this code when they sign up.',
      invite: 'Invite friends',
      memberSince: 'Member since',
      settings: 'Settings',
      assets: 'Assets',
      bankCards: 'Bank cards',
      security: 'Security center',
      kyc: 'Identity verification',
      messages: 'Messages',
      loadFailed: 'Your account details could not be loaded.',
    },
    {
      title: '我的',
      userId: '用户ID',
      email: '邮箱',
      username: '用户名',
      inviteCode: '我的邀请码',
      inviteHint: '好友注册时填写此邀请码。',
      invite: '邀请好友',
      memberSince: '注册时间',
      settings: '设置',
      assets: '资产',
      bankCards: '银行卡',
      security: '安全中心',
      kyc: '身份认证',
      messages: '消息',
      loadFailed: '无法加载账户信息。',
    },
  ),
);
