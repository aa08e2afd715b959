// @vitest-environment node
// Where there is no DOM, DOMPurify's sanitize() hands its input back unchanged; SafeHtml must then
// never use it, and render text instead.
import DOMPurify from 'dompurify';
import { renderToString } from 'react-dom/server';
import { linkPolicy } from '@masthead/header-core';
import { htmlToText } from '@masthead/header-core/machines';
import { SafeHtml, sanitizeNotificationHtml } from '../src/notifications/safe-html.tsx';

describe('SafeHtml without a DOM', () => {
  it('DOMPurify is unsupported here (it has no sanitize at all, or one that returns its input)', () => {
    expect(typeof window).toBe('undefined');
    expect(DOMPurify.isSupported).toBe(false);
  });

  it('sanitizeNotificationHtml refuses (null) and SafeHtml renders escaped text only', () => {
    expect(sanitizeNotificationHtml('<img src=x onerror=alert(1)>hi', linkPolicy(undefined))).toBeNull();
    const html = renderToString(<SafeHtml html={'<img src=x onerror=alert(1)><b>Hi</b> <a href="javascript:alert(1)">there</a>'} text={htmlToText('<img src=x onerror=alert(1)><b>Hi</b> <a href="javascript:alert(1)">there</a>')} links={linkPolicy(undefined)} />);
    expect(html).toBe('<div>Hi there</div>');
    expect(renderToString(<SafeHtml html={'<<img src=x onerror=alert(1)>b>x'} text={htmlToText('<<img src=x onerror=alert(1)>b>x')} links={linkPolicy(undefined)} />)).not.toMatch(/<img|<b>/);
  });
});
