import type { i18n } from 'i18next';
import { addTexts } from '../i18n/create-i18n.ts';
import { defineTexts } from '../i18n/texts.ts';

export const SUPPORT_CHAT_NS = 'supportChat';

export const supportChatTexts = defineTexts(
  {
    launcher: 'Customer service',
    launcherUnread: 'Customer service, {{count}} unread',
    title: 'Online customer service',
    close: 'Close chat',
    logInPrompt: 'Please log in to chat with online customer service.',
    logIn: 'Log in',
    empty: 'Send us a message and an operator will answer here.',
    closedNote: 'This conversation was closed. Send a message to start a new one.',
    earlier: 'Show earlier messages',
    you: 'You',
    support: 'Customer service',
    read: 'Read',
    typing: 'Customer service is typing…',
    message: 'Message',
    placeholder: 'Type your message',
    attach: 'Attach an image',
    removeAttachment: 'Remove the image',
    send: 'Send',
    attached: 'Image attached',
    imageFromYou: 'Image you sent',
    imageFrom: 'Image from {{name}}',
    imageMissing: 'Image unavailable',
    history: 'Conversation history',
    reconnecting: 'Reconnecting…',
    loadFailed: 'Could not load the conversation',
    retry: 'Try again',
    widgetLoading: 'The chat is loading. Please try again in a moment.',
  },
  {
    launcher: '在线客服',
    launcherUnread: '在线客服，{{count}} 条未读',
    title: '在线客服',
    close: '关闭聊天',
    logInPrompt: '请登录后与在线客服聊天。',
    logIn: '登录',
    empty: '给我们留言，客服人员会在这里回复您。',
    closedNote: '此会话已关闭。发送消息即可开始新的会话。',
    earlier: '查看更早的消息',
    you: '我',
    support: '客服',
    read: '已读',
    typing: '客服正在输入…',
    message: '消息',
    placeholder: '请输入消息',
    attach: '添加图片',
    removeAttachment: '移除图片',
    send: '发送',
    attached: '已添加图片',
    imageFromYou: '您发送的图片',
    imageFrom: '来自 {{name}} 的图片',
    imageMissing: '图片无法显示',
    history: '会话记录',
    reconnecting: '正在重新连接…',
    loadFailed: '无法加载会话',
    retry: '重试',
    widgetLoading: '聊天正在加载，请稍后再试。',
  },
);

/** Adds the chat's texts to an app's i18next instance once (the chat is shared by several apps). */
export function ensureSupportChatTexts(instance: i18n) {
  if (!instance.hasResourceBundle('en', SUPPORT_CHAT_NS)) addTexts(instance, SUPPORT_CHAT_NS, supportChatTexts);
}
