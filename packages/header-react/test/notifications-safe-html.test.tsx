import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { linkPolicy } from '@masthead/header-core';
import { htmlToText } from '@masthead/header-core/machines';
import { SAFE_LINK_REL, SafeHtml, sanitizeNotificationHtml, withoutInlineCode } from '../src/notifications/safe-html.tsx';

const ORIGIN = 'https://masthead.example';
const LINKS = linkPolicy(ORIGIN, ['cdn.example', 'community.masthead.example']);
const clean = (html: string) => sanitizeNotificationHtml(html, LINKS) ?? 'NO DOM';

function rendered(html: string): HTMLElement {
  const { container } = render(<SafeHtml html={html} text={htmlToText(html)} links={LINKS} />);
  return container.firstElementChild as HTMLElement;
}

describe('SafeHtml: the one HTML renderer', () => {
  it('keeps plain formatting, and isolates the words from data (names in bold, titles in links) for the bidi algorithm', () => {
    const html = '<p><b>Ana</b> and <strong>Bo</strong> liked <i>your</i> <em>project</em><br>Nice <span>work</span></p>';
    expect(clean(html)).toBe('<p><b dir="auto">Ana</b> and <strong dir="auto">Bo</strong> liked <i>your</i> <em>project</em><br>Nice <span>work</span></p>');
    expect(rendered(html).querySelectorAll('b, strong, i, em, br, p, span')).toHaveLength(7);
  });

  it.each([
    ['<script>alert(1)</script>Hi', 'Hi'],
    ['<img src=x onerror=alert(1)>Hi', 'Hi'],
    ['<b onclick="alert(1)" onmouseover="alert(2)">Hi</b>', '<b dir="auto">Hi</b>'],
    ['<b style="background:url(javascript:alert(1))" class="x" id="y" data-x="1" aria-label="z" dir="rtl">Hi</b>', '<b dir="auto">Hi</b>'],
    ['<svg onload=alert(1)><circle r=1></circle></svg>Hi', 'Hi'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>Hi', 'Hi'],
    ['<iframe src="https://evil.example"></iframe>Hi', 'Hi'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>Hi', 'Hi'],
    ['<form action="javascript:alert(1)"><button>Go</button></form>', 'Go'],
    ['<base href="javascript:alert(1)//">Hi', 'Hi'],
    ['<object data="javascript:alert(1)"></object>Hi', 'Hi'],
    ['<template><img src=x onerror=alert(1)></template>Hi', 'Hi'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
    ['<p href="/x">Hi</p>', '<p>Hi</p>'],
  ])('strips %j', (dirty, expected) => {
    expect(clean(dirty)).toBe(expected);
    expect(rendered(dirty).querySelector('script, img, svg, math, iframe, form, base, object, [onerror], [onclick], [style]')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java&#x09;script:alert(1)',
    'java&#10;script:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    ' &#x01;javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example\\x',
    // Hosts that are neither ours nor listed (issue 10).
    'https://evil.example/',
    'http://evil.example/phish',
    'https://community.masthead.example.evil.example/t',
    'https://community.masthead.example@evil.example/t',
    'https://evil.example@community.masthead.example/t',
  ])('a link to %j loses its href but keeps its words', (href) => {
    const element = rendered(`<a href="${href.replace(/"/g, '&quot;')}">Claim</a>`);
    expect(element.textContent).toBe('Claim');
    // Not a link, and not an <a> a host's `a { … }` rules could still paint as one.
    expect(element.querySelector('a')).toBeNull();
    expect(element.innerHTML).toBe('Claim');
  });

  it.each([
    ['/classes/watercolor', '/classes/watercolor'],
    ['https://cdn.example/a', 'https://cdn.example/a'],
    [`${ORIGIN}/teach`, `${ORIGIN}/teach`],
    ['classes/a?x=1#y', '/classes/a?x=1#y'],
    // An absolute http(s) URL on a listed host (design §4); backslashes normalise to slashes.
    ['https:\\\\cdn.example\\a', 'https://cdn.example/a'],
    ['HTTPS://Community.Masthead.Example/t/1', 'https://community.masthead.example/t/1'],
  ])('a link to %j stays a link with a safe rel', (href, expected) => {
    const anchor = rendered(`<a href="${href}" target="_blank" rel="opener">x</a>`).querySelector('a');
    expect(anchor?.getAttribute('href')).toBe(expected);
    expect(anchor?.getAttribute('rel')).toBe(SAFE_LINK_REL);
    expect(anchor?.hasAttribute('target')).toBe(false);
  });

  it('with no origin and no listed host only relative links stay links, and policies do not share cached answers', () => {
    const html = '<a href="https://cdn.example/a">far</a> <a href="/near">near</a>';
    expect(sanitizeNotificationHtml(html, linkPolicy(undefined))).toBe('far <a href="/near" rel="noopener noreferrer nofollow" dir="auto">near</a>');
    expect(clean(html)).toBe('<a href="https://cdn.example/a" rel="noopener noreferrer nofollow" dir="auto">far</a> <a href="/near" rel="noopener noreferrer nofollow" dir="auto">near</a>');
  });

  it('the server renders the same plain text that hydration renders, then the sanitized HTML', async () => {
    const html = '<b>Ana</b> &amp; <i>Bo</i> <script>alert(1)</script><a href="javascript:alert(1)">claim</a>';
    const server = renderToString(<SafeHtml html={html} text={htmlToText(html)} className="m" links={LINKS} />);
    expect(server).toBe('<div class="m">Ana &amp; Bo claim</div>');
    const host = document.createElement('div');
    host.innerHTML = server;
    document.body.append(host);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, <SafeHtml html={html} text={htmlToText(html)} className="m" links={LINKS} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The refused link gives way to its words.
    expect(host.innerHTML).toBe('<div class="m"><b dir="auto">Ana</b> &amp; <i>Bo</i> claim</div>');
    host.remove();
  });

  it.each([
    ['<b>A</b> &lt;3 &#x1F600; &#65; &bogus;', 'A <3 😀 A &bogus;'],
    ['<style>b{}</style><script>x()</script>Hi <br/>there', 'Hi there'],
    ['3 < 5 and <b>bold', '3 < 5 and bold'],
  ])('htmlToText(%j)', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

// Chrome weighs every event handler attribute and inline style against the page's CSP when it parses
// one, in any document, and reports each as a violation (issue 25): the parser never sees them.
describe('withoutInlineCode: what reaches a parser', () => {
  it.each([
    ['<img src=x onerror=alert(1)>Hi', '<img>Hi'],
    ['<b onclick="alert(1)" style="color:red">Hi</b>', '<b>Hi</b>'],
    ["<a title='a > b' onmouseover=x href=\"/classes/1\">t</a>", '<a href="/classes/1">t</a>'],
    ['<a data-href="/x" title="href=/evil">t</a>', '<a>t</a>'],
    ['<A HREF=/p/1 ONCLICK=x>t</A>', '<A href=/p/1>t</A>'],
    ['<p>a<style>p{color:red}</style>b<STYLE media=x>q</style></p>', '<p>ab</p>'],
    ['<br/><svg onload=alert(1)/>', '<br><svg>'],
    ['a < b onclick=1 and 2 > 1', 'a < b onclick=1 and 2 > 1'],
  ])('%s → %s', (html, expected) => {
    expect(withoutInlineCode(html)).toBe(expected);
    expect(withoutInlineCode(html)).not.toMatch(/<[a-z][^>]*\s(on\w+|style)\s*=/i);
  });

  it('changes nothing DOMPurify would keep', () => {
    const html = '<p><b>Ana</b> liked <a href="https://masthead.example/p/1">your project</a><br>Nice</p>';
    expect(withoutInlineCode(html)).toBe(html);
  });
});
