/** WeChat's two speech bubbles, decorative beside a label that names WeChat. */
export function WeChatIcon() {
  return (
    <svg className="wechat-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#07c160"
        d="M9 3.5C4.9 3.5 1.5 6.3 1.5 9.7c0 1.9 1 3.6 2.7 4.8l-.7 2.2 2.6-1.4c.9.3 1.9.4 2.9.4h.5a5.6 5.6 0 0 1-.2-1.5c0-3.4 3.2-6.1 7.2-6.1h.5C16.3 5.5 13 3.5 9 3.5Z"
      />
      <path
        fill="#07c160"
        d="M16.5 9.2c-3.4 0-6.1 2.3-6.1 5.1s2.7 5.1 6.1 5.1c.7 0 1.4-.1 2-.3l2.1 1.2-.6-1.8c1.5-1 2.5-2.5 2.5-4.2 0-2.8-2.7-5.1-6-5.1Z"
      />
    </svg>
  );
}
