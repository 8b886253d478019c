import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from './default-templates';
import { defangLinks, renderEmail } from './render';

const template = DEFAULT_TEMPLATES.find((candidate) => candidate.key === 'nonprofit_message')!;
const vars = {
  title: 'Hello',
  recipient_name: 'Harbor <Pantry>',
  sender_name: 'Acme "Giving"',
  message: 'Click <a href="https://evil.example">here</a> or visit http://evil.example/x and evil.com.',
  link: 'https://inkind.example.org/nonprofit-dashboard?a=1&b=2',
};

describe('renderEmail', () => {
  it('user-written links: escaped in the HTML part, never an <a href> with a target the user chose', () => {
    const { html } = renderEmail(template, vars);
    expect(html).not.toContain('href="https://evil');
    expect(html).not.toContain('href="http://evil');
    expect(html).not.toMatch(/<a [^>]*evil/);
    expect(html).toContain('Click &lt;a href=&quot;hxxps://evil[.]example&quot;&gt;here&lt;/a&gt;');
    expect(html).toContain('visit hxxp://evil[.]example/x and evil[.]com.');
    expect(html).toContain('Harbor &lt;Pantry&gt;');
    // The server's own link is the one clickable link.
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(
      '<a href="https://inkind.example.org/nonprofit-dashboard?a=1&amp;b=2">https://inkind.example.org/nonprofit-dashboard?a=1&amp;b=2</a>',
    );
  });

  it('user-written links: defanged in the plain-text part and left out of the recorded links', () => {
    const { text, links } = renderEmail(template, vars);
    expect(links).toEqual(['https://inkind.example.org/nonprofit-dashboard?a=1&b=2']);
    expect(text).toContain('visit hxxp://evil[.]example/x and evil[.]com.');
    expect(text).toContain('https://inkind.example.org/nonprofit-dashboard?a=1&b=2');
  });

  it('a link placeholder holding something other than a web address is shown as text', () => {
    const { html, links } = renderEmail(template, { ...vars, link: 'javascript:alert(1)' });
    expect(links).toEqual([]);
    expect(html).not.toContain('<a ');
  });

  it("links written in the template itself (the team's or an admin's text) stay links", () => {
    const { html, links } = renderEmail(
      { subject: 'Hi {{name}}', content: 'Help: https://help.example.org\n{{name}}' },
      {
        name: 'www.evil.com',
      },
    );
    expect(links).toEqual(['https://help.example.org']);
    expect(html).toContain('<a href="https://help.example.org">https://help.example.org</a><br>');
    expect(html).toContain('www[.]evil[.]com');
  });
});

describe('defangLinks', () => {
  it('leaves ordinary text, versions, file names and email addresses alone', () => {
    for (const text of ['Pickup is Tuesday.', 'Version 2.0 of file.pdf, e.g. this', 'Write to sam@example.org']) {
      expect(defangLinks(text)).toBe(text);
    }
  });
});
