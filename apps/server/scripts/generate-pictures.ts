/**
 * Writes the category placeholder pictures (apps/web/public/placeholders/<slug>.webp:
 * a neutral placeholder per category) and one picture per demo item (apps/web/public/demo-items).
 * Each is drawn as SVG and saved as a 400 x 300 WebP, like an uploaded picture's thumbnail: a browser
 * parses, lays out and paints every SVG picture as a small document on the page's main thread, which
 * a marketplace page of them made a visible share of its start-up work (docs/quality.md, Lighthouse).
 *
 *   cd apps/server && npx tsx scripts/generate-pictures.ts
 *
 * The output is checked in; run again after changing categories or demo items.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FALLBACK_CATEGORIES } from '@app/shared';
import { DEMO_ITEMS, demoPicturePath } from '../src/demo/demo-items';
import { categorySlug } from '../src/features/items/items.presenter';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../web/public');

interface Look {
  background: string;
  ink: string;
  /** Line drawing in a 100 x 100 box. */
  icon: string;
}

const LOOKS: Record<string, Look> = {
  electronics: {
    background: '#E8F0FB',
    ink: '#3E5F8A',
    icon: '<rect x="10" y="14" width="80" height="52" rx="5"/><path d="M40 84h20M50 66v18"/>',
  },
  furniture: {
    background: '#F5EEE6',
    ink: '#80603F',
    icon: '<path d="M28 10v78M22 52h54M72 52v36M28 18c10 0 10 28 0 28"/>',
  },
  books: {
    background: '#F3ECF7',
    ink: '#6C4F85',
    icon: '<path d="M12 20h26a12 12 0 0 1 12 12v56a9 9 0 0 0-9-9H12zM88 20H62a12 12 0 0 0-12 12v56a9 9 0 0 1 9-9h29z"/>',
  },
  clothing: {
    background: '#FBEDEE',
    ink: '#9A4B55',
    icon: '<path d="M36 12L12 26l10 18 10-5v49h36V39l10 5 10-18-24-14a14 14 0 0 1-28 0z"/>',
  },
  'sports-equipment': {
    background: '#EAF5EC',
    ink: '#3F7A4C',
    icon: '<circle cx="50" cy="50" r="38"/><path d="M12 50h76M50 12c16 12 16 64 0 76M50 12c-16 12-16 64 0 76"/>',
  },
  'office-supplies': {
    background: '#EEF2F4',
    ink: '#4D6370',
    icon: '<path d="M20 80l6-20 44-44 14 14-44 44zM62 24l14 14M26 60l14 14"/>',
  },
  'art-supplies': {
    background: '#FDF3E4',
    ink: '#A0672A',
    icon: '<path d="M50 12a38 38 0 1 0 0 76c7 0 8-6 6-10s0-10 8-10h10a12 12 0 0 0 12-12c0-24-16-44-36-44z"/><circle cx="32" cy="42" r="5"/><circle cx="48" cy="28" r="5"/><circle cx="66" cy="36" r="5"/>',
  },
  'musical-instruments': {
    background: '#EDEFFA',
    ink: '#4A5296',
    icon: '<path d="M40 76V22l42-10v54"/><circle cx="30" cy="76" r="10"/><circle cx="72" cy="66" r="10"/>',
  },
  toys: {
    background: '#FFF4E0',
    ink: '#A06A12',
    icon: '<rect x="12" y="54" width="34" height="34" rx="4"/><rect x="54" y="54" width="34" height="34" rx="4"/><rect x="33" y="14" width="34" height="34" rx="4"/>',
  },
  'kitchen-appliances': {
    background: '#E9F5F4',
    ink: '#357470',
    icon: '<path d="M18 42h64v32a12 12 0 0 1-12 12H30a12 12 0 0 1-12-12zM8 48h10M82 48h10M38 42v-8h24v8M34 24c0-6 6-6 6-12M60 24c0-6 6-6 6-12"/>',
  },
  tools: {
    background: '#F1F1EC',
    ink: '#5E5E4C',
    icon: '<path d="M64 12a22 22 0 0 0-20 30L14 72a8 8 0 0 0 12 12l30-30a22 22 0 0 0 30-20l-12 12-12-4-4-12z"/>',
  },
  'educational-materials': {
    background: '#E7F1F8',
    ink: '#36678A',
    icon: '<path d="M50 18L8 38l42 20 42-20zM24 46v20c0 8 12 14 26 14s26-6 26-14V46M92 38v26"/>',
  },
  technology: {
    background: '#E9F3FA',
    ink: '#2F6C91',
    icon: '<rect x="26" y="26" width="48" height="48" rx="4"/><rect x="40" y="40" width="20" height="20"/><path d="M38 10v16M50 10v16M62 10v16M38 74v16M50 74v16M62 74v16M10 38h16M10 50h16M10 62h16M74 38h16M74 50h16M74 62h16"/>',
  },
  'gift-cards': {
    background: '#FBEFF4',
    ink: '#94466A',
    icon: '<rect x="10" y="22" width="80" height="56" rx="6"/><path d="M36 22v56M10 46h80M36 46c-8-12-22-10-18-2s18 2 18 2c8-12 22-10 18-2s-18 2-18 2"/>',
  },
  miscellaneous: {
    background: '#F0F0F3',
    ink: '#5B5B6E',
    icon: '<path d="M50 10l38 18v44L50 90 12 72V28zM12 28l38 18 38-18M50 46v44"/>',
  },
  default: {
    background: '#F1F3F5',
    ink: '#5F6B76',
    icon: '<path d="M14 14h34l40 40-34 34-40-40z"/><circle cx="32" cy="32" r="6"/>',
  },
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const FONT = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"';

function icon(look: Look, x: number, y: number, scale: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${look.ink}" stroke-width="${(5 / scale).toFixed(2)}" ` +
    `stroke-linecap="round" stroke-linejoin="round">${look.icon}</g>`
  );
}

function placeholder(name: string, look: Look): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="400" height="300" fill="${look.background}"/>${icon(look, 155, 62, 0.9)}` +
    `<text x="200" y="232" text-anchor="middle" ${FONT} font-size="22" fill="${look.ink}">${escapeXml(name)}</text></svg>\n`
  );
}

/** Up to two lines of about 24 characters, cut at spaces. */
function wrap(text: string, width = 24): string[] {
  const lines: string[] = [''];
  for (const word of text.split(' ')) {
    const current = lines[lines.length - 1]!;
    if (current && `${current} ${word}`.length > width) lines.push(word);
    else lines[lines.length - 1] = current ? `${current} ${word}` : word;
  }
  if (lines.length <= 2) return lines;
  return [
    lines[0]!,
    `${lines
      .slice(1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

function demoPicture(title: string, look: Look, index: number): string {
  // A soft circle placed differently for each item, so cards of one category still differ.
  const cx = 60 + ((index * 97) % 280);
  const cy = 40 + ((index * 53) % 120);
  const lines = wrap(title)
    .map((line, i) => `<tspan x="200" dy="${i === 0 ? 0 : 28}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(title)}">` +
    `<rect width="400" height="300" fill="${look.background}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="70" fill="${look.ink}" opacity=".08"/>${icon(look, 160, 40, 0.8)}` +
    `<text x="200" y="178" text-anchor="middle" ${FONT} font-size="24" font-weight="600" fill="${look.ink}">${lines}</text></svg>\n`
  );
}

const lookFor = (category: string) => LOOKS[categorySlug(category)] ?? LOOKS.default!;

/** The drawing as the thumbnail size and format uploads get. */
const writePicture = (file: string, svg: string) =>
  sharp(Buffer.from(svg)).resize(400, 300).webp({ quality: 80 }).toFile(file);

mkdirSync(path.join(PUBLIC_DIR, 'placeholders'), { recursive: true });
for (const category of FALLBACK_CATEGORIES) {
  await writePicture(
    path.join(PUBLIC_DIR, 'placeholders', `${categorySlug(category)}.webp`),
    placeholder(category, lookFor(category)),
  );
}
await writePicture(path.join(PUBLIC_DIR, 'placeholders', 'default.webp'), placeholder('Donated item', LOOKS.default!));

mkdirSync(path.join(PUBLIC_DIR, 'demo-items'), { recursive: true });
for (const [index, item] of DEMO_ITEMS.entries()) {
  await writePicture(
    path.join(PUBLIC_DIR, demoPicturePath(item)),
    demoPicture(item.title, lookFor(item.category), index),
  );
}
console.log(
  `Wrote ${FALLBACK_CATEGORIES.length + 1} placeholders and ${DEMO_ITEMS.length} demo pictures under ${PUBLIC_DIR}`,
);
