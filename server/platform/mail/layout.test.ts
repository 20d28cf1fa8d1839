// The shared layout and the recovery templates: both bodies carry the same facts, and user text
// can never become HTML.
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './layout';
import { passwordResetMail } from './templates/password-reset';
import { usernameReminderMail } from './templates/username-reminder';

describe('renderMail', () => {
  it('escapes every piece of text in the HTML and keeps the text version verbatim', () => {
    const mail = renderMail({
      subject: 'Fido <3 "you"',
      greeting: 'Hi <script>alert(1)</script>,',
      paragraphs: ["Tom & Jerry's walk"],
      action: { label: 'Open <b>', url: 'https://paws.example/a?x=1&y="2"' },
      footnotes: ['<img src=x>'],
    });
    expect(mail.html).not.toMatch(/<script>|<b>|<img/);
    expect(mail.html).toContain('<title>Fido &lt;3 &quot;you&quot;</title>');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('Tom &amp; Jerry&#39;s walk');
    expect(mail.html).toContain('href="https://paws.example/a?x=1&amp;y=&quot;2&quot;"');
    expect(mail.text).toBe(
      'Hi <script>alert(1)</script>,\n\nTom & Jerry\'s walk\n\nOpen <b>: https://paws.example/a?x=1&y="2"\n\n<img src=x>\n\nThe PawsConnect team\n',
    );
  });

  it('refuses a button that does not lead to a web page', () => {
    for (const url of ['javascript:alert(1)', '/reset?token=abc', 'data:text/html,hi']) {
      expect(() => renderMail({ subject: 's', greeting: 'Hi', paragraphs: [], action: { label: 'Go', url } })).toThrow('http(s) address');
    }
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('password reset mail', () => {
  it('names the user, carries the link in both bodies and says when it expires', () => {
    const mail = passwordResetMail({
      username: 'sam<3',
      resetUrl: 'https://paws.example/reset-password?token=t0k3n',
      expiresInMinutes: 60,
    });
    expect(mail.subject).toBe('Reset your PawsConnect password');
    expect(mail.text).toContain('Hi sam<3,');
    expect(mail.text).toContain('Choose a new password: https://paws.example/reset-password?token=t0k3n');
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain('Hi sam&lt;3,');
    expect(mail.html).toContain('href="https://paws.example/reset-password?token=t0k3n"');
    expect(mail.html).toContain('expires in 1 hour');
    expect(passwordResetMail({ username: 'sam', resetUrl: 'https://p.example/r', expiresInMinutes: 30 }).text).toContain(
      'expires in 30 minutes',
    );
  });
});

describe('username reminder mail', () => {
  it('tells the username and links to sign-in in both bodies', () => {
    const mail = usernameReminderMail({ username: 'biscuit_&_co', signInUrl: 'https://paws.example/auth' });
    expect(mail.subject).toBe('Your PawsConnect username');
    expect(mail.text).toContain('Your username is: biscuit_&_co');
    expect(mail.text).toContain('Sign in to PawsConnect: https://paws.example/auth');
    expect(mail.html).toContain('Your username is: biscuit_&amp;_co');
    expect(mail.html).toContain('href="https://paws.example/auth"');
  });
});
