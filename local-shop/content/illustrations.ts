// Generated illustrations of the blog articles (1200 × 630 SVG): simple technical
// scenes in the palette of the product drawings, one per article subject.

import type {ArticleSeed, IllustrationKind} from './types.ts';

export const ILLUSTRATION_WIDTH = 1200;
export const ILLUSTRATION_HEIGHT = 630;

const BG = '#f6f7f9';
const EDGE = '#3a414a';
const INK = '#4a535e';
const BRAND = '#0b4f8a';
const STEEL = '#9aa4ae';
const ROD = '#d9dee3';
const OK = '#1f8a4c';
const ALERT = '#c0392b';
const WOOD = '#c89b6d';

const n = (value: number) => String(Math.round(value * 10) / 10);

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function text(x: number, y: number, value: string, size = 28, options: {anchor?: string; fill?: string; weight?: number} = {}): string {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}" text-anchor="${options.anchor ?? 'middle'}" fill="${options.fill ?? INK}" font-weight="${options.weight ?? 400}">${esc(value)}</text>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke = EDGE, width = 3, extra = ''): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
}

function arrow(x1: number, y1: number, x2: number, y2: number, stroke = BRAND, width = 5): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 18;
  const left = [x2 - head * Math.cos(angle - 0.45), y2 - head * Math.sin(angle - 0.45)];
  const right = [x2 - head * Math.cos(angle + 0.45), y2 - head * Math.sin(angle + 0.45)];
  return `${line(x1, y1, x2, y2, stroke, width)}<polygon points="${n(x2)},${n(y2)} ${n(left[0])},${n(left[1])} ${n(right[0])},${n(right[1])}" fill="${stroke}"/>`;
}

/** A gas spring from (x1, y1) (tube end) to (x2, y2) (rod end); `share` of the length is tube. */
function spring(x1: number, y1: number, x2: number, y2: number, options: {tube?: number; rod?: number; share?: number; tubeFill?: string} = {}): string {
  const tube = options.tube ?? 26;
  const rod = options.rod ?? 10;
  const share = options.share ?? 0.6;
  const length = Math.hypot(x2 - x1, y2 - y1);
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const tubeLength = length * share;
  return `<g transform="translate(${n(x1)} ${n(y1)}) rotate(${n(angle)})">
<rect x="${n(tubeLength - 4)}" y="${n(-rod / 2)}" width="${n(length - tubeLength - 6)}" height="${rod}" fill="${ROD}" stroke="${EDGE}" stroke-width="1.5"/>
<rect x="6" y="${n(-tube / 2)}" width="${n(tubeLength)}" height="${tube}" rx="${n(tube / 3)}" fill="${options.tubeFill ?? STEEL}" stroke="${EDGE}" stroke-width="2"/>
<circle cx="0" cy="0" r="${n(rod * 0.9)}" fill="#fff" stroke="${EDGE}" stroke-width="3"/>
<circle cx="${n(length)}" cy="0" r="${n(rod * 0.9)}" fill="#fff" stroke="${EDGE}" stroke-width="3"/>
</g>`;
}

function check(x: number, y: number, good: boolean): string {
  const colour = good ? OK : ALERT;
  const mark = good
    ? `<polyline points="${n(x - 16)},${n(y)} ${n(x - 4)},${n(y + 13)} ${n(x + 18)},${n(y - 14)}" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`
    : `${line(x - 13, y - 13, x + 13, y + 13, '#fff', 7)}${line(x + 13, y - 13, x - 13, y + 13, '#fff', 7)}`;
  return `<circle cx="${n(x)}" cy="${n(y)}" r="30" fill="${colour}"/>${mark}`;
}

function droplet(x: number, y: number, size = 16): string {
  return `<path d="M${n(x)} ${n(y - size)} C ${n(x + size)} ${n(y)}, ${n(x + size * 0.7)} ${n(y + size)}, ${n(x)} ${n(y + size)} C ${n(x - size * 0.7)} ${n(y + size)}, ${n(x - size)} ${n(y)}, ${n(x)} ${n(y - size)} Z" fill="#7fb3d5"/>`;
}

const SCENES: Record<IllustrationKind, () => string> = {
  'lid-torque': () => {
    const hinge = {x: 330, y: 430};
    const angle = (-32 * Math.PI) / 180;
    const lid = {x: hinge.x + 560 * Math.cos(angle), y: hinge.y + 560 * Math.sin(angle)};
    const gx = hinge.x + 280 * Math.cos(angle);
    const gy = hinge.y + 280 * Math.sin(angle);
    const attach = {x: hinge.x + 150 * Math.cos(angle), y: hinge.y + 150 * Math.sin(angle)};
    return `<rect x="300" y="430" width="600" height="120" fill="${WOOD}" stroke="${EDGE}" stroke-width="3"/>
${line(hinge.x, hinge.y, lid.x, lid.y, EDGE, 16)}${line(hinge.x, hinge.y, lid.x, lid.y, WOOD, 10)}
${spring(attach.x, attach.y, 520, 510, {share: 0.55})}
<circle cx="${hinge.x}" cy="${hinge.y}" r="11" fill="${BRAND}"/>${text(hinge.x - 30, hinge.y + 8, 'O', 28, {anchor: 'end', weight: 700})}
<circle cx="${n(gx)}" cy="${n(gy)}" r="9" fill="${ALERT}"/>${arrow(gx, gy, gx, gy + 150, ALERT)}${text(gx + 18, gy + 130, 'm·g', 30, {anchor: 'start', fill: ALERT, weight: 700})}
${arrow(attach.x, attach.y, attach.x + (attach.x - 520) * 0.45, attach.y + (attach.y - 510) * 0.45)}${text(attach.x - 45, attach.y - 40, 'F', 34, {fill: BRAND, weight: 700})}
<path d="M ${hinge.x + 120} ${hinge.y} A 120 120 0 0 0 ${n(hinge.x + 120 * Math.cos(angle))} ${n(hinge.y + 120 * Math.sin(angle))}" fill="none" stroke="${INK}" stroke-width="2" stroke-dasharray="6 5"/>${text(hinge.x + 165, hinge.y - 12, 'α', 28)}
${text(950, 140, 'F = m·g·L / (n·d)', 40, {fill: BRAND, weight: 700})}${text(950, 190, 'équilibre des moments', 26)}`;
  },
  mounting: () =>
    `${spring(380, 120, 380, 500, {share: 0.55})}${text(380, 560, 'Tige vers le bas', 30, {weight: 700})}${check(380, 70, true)}
${spring(820, 500, 820, 120, {share: 0.55})}${text(820, 560, 'Tige vers le haut', 30, {weight: 700})}${check(820, 70, false)}
${droplet(395, 330, 12)}${text(600, 330, 'le joint baigne dans l’huile', 24)}`,
  stainless: () =>
    `${spring(180, 220, 760, 220, {tubeFill: '#c7ced6'})}${text(1000, 230, 'Inox 304', 36, {weight: 700})}${text(1000, 268, '18 % Cr · 8 % Ni', 24)}
${spring(180, 420, 760, 420, {tubeFill: '#b8c4cf'})}${text(1000, 430, 'Inox 316L', 36, {weight: 700, fill: BRAND})}${text(1000, 468, '+ 2 à 3 % Mo', 24)}
${droplet(300, 330)}${droplet(420, 360, 12)}${droplet(560, 335)}${droplet(660, 370, 11)}${text(600, 560, 'sel, lavages, chlorures', 26)}`,
  lifetime: () =>
    `${spring(160, 420, 700, 420)}
<path d="M 800 380 A 180 180 0 0 1 1100 380" fill="none" stroke="${ROD}" stroke-width="28"/>
<path d="M 800 380 A 180 180 0 0 1 1040 250" fill="none" stroke="${BRAND}" stroke-width="28"/>
${text(950, 360, '100 000', 52, {weight: 700, fill: BRAND})}${text(950, 410, 'cycles', 28)}
${text(430, 220, 'sans entretien, tige propre', 28)}`,
  safety: () =>
    `<polygon points="300,110 470,420 130,420" fill="#f5b700" stroke="${EDGE}" stroke-width="4" stroke-linejoin="round"/>${text(300, 380, '!', 170, {weight: 700, fill: EDGE})}
${spring(560, 300, 1060, 300)}${text(810, 220, 'plus de 100 bar d’azote', 30, {weight: 700})}
<circle cx="1010" cy="480" r="60" fill="none" stroke="${OK}" stroke-width="10" stroke-dasharray="80 30"/>${text(920, 490, 'dépressuriser, puis recycler', 26, {fill: OK, anchor: 'end'})}`,
  furniture: () =>
    `<rect x="220" y="420" width="760" height="110" fill="${WOOD}" stroke="${EDGE}" stroke-width="3"/>
<g transform="rotate(-24 240 420)"><rect x="240" y="380" width="740" height="40" fill="#e8d5bd" stroke="${EDGE}" stroke-width="3"/><rect x="250" y="330" width="720" height="50" rx="18" fill="#eef2f6" stroke="${EDGE}" stroke-width="3"/></g>
${spring(560, 335, 470, 500)}${spring(860, 200, 790, 500)}${text(600, 590, 'lit coffre : deux vérins de 600 à 1 500 N', 26)}`,
  medical: () =>
    `<rect x="220" y="430" width="760" height="30" fill="${STEEL}" stroke="${EDGE}" stroke-width="3"/>
${line(260, 460, 260, 560, EDGE, 8)}${line(940, 460, 940, 560, EDGE, 8)}
<rect x="560" y="380" width="420" height="50" rx="14" fill="#eef2f6" stroke="${EDGE}" stroke-width="3"/>
<g transform="rotate(35 560 430)"><rect x="240" y="380" width="320" height="50" rx="14" fill="#eef2f6" stroke="${EDGE}" stroke-width="3"/></g>
${spring(430, 330, 560, 445, {share: 0.5})}
<rect x="1030" y="110" width="90" height="90" rx="10" fill="${ALERT}"/><rect x="1065" y="125" width="20" height="60" fill="#fff"/><rect x="1045" y="145" width="60" height="20" fill="#fff"/>
${text(600, 150, 'dossier réglable, blocage rigide', 28)}`,
  marine: () => {
    const waves = [0, 1, 2, 3, 4, 5].map((i) => `<path d="M ${i * 200} 560 q 50 -30 100 0 t 100 0" fill="none" stroke="#7fb3d5" stroke-width="6"/>`).join('');
    return `<path d="M 120 470 L 1080 470 L 1000 540 L 200 540 Z" fill="#ffffff" stroke="${EDGE}" stroke-width="3"/>
<rect x="520" y="440" width="240" height="30" fill="${STEEL}" stroke="${EDGE}" stroke-width="3"/>
<g transform="rotate(-40 520 440)"><rect x="520" y="420" width="240" height="22" fill="#eef2f6" stroke="${EDGE}" stroke-width="3"/></g>
${spring(610, 350, 720, 450, {share: 0.5, tubeFill: '#b8c4cf'})}${waves}
${text(900, 200, 'Inox 316L', 40, {weight: 700, fill: BRAND})}${text(900, 245, 'sel, UV, vent', 26)}`;
  },
  comparison: () => {
    const rows: [string, string, number, string][] = [
      ['À gaz', 'autonome', 0.12, STEEL],
      ['Pneumatique', '6 bar', 0.25, '#7fb3d5'],
      ['Hydraulique', '200 bar', 0.95, BRAND],
    ];
    return rows
      .map(
        ([label, detail, ratio, colour], i) =>
          `${spring(120, 150 + i * 170, 520, 150 + i * 170, {tube: 20 + i * 10, rod: 8 + i * 3, tubeFill: colour})}${text(560, 145 + i * 170, label, 30, {anchor: 'start', weight: 700})}${text(560, 180 + i * 170, detail, 22, {anchor: 'start'})}<rect x="800" y="${130 + i * 170}" width="${n(320 * ratio)}" height="36" rx="6" fill="${colour}"/>`,
      )
      .join('')
      .concat(text(960, 570, 'force disponible', 22));
  },
  reference: () => {
    const parts: [string, string][] = [
      ['VGI', 'Matière'],
      ['F', 'Chape'],
      ['10', 'Ø tige'],
      ['200', 'Longueur'],
      ['80', 'Course'],
      ['200N', 'Force'],
    ];
    let x = 140;
    const out: string[] = [`<rect x="100" y="170" width="1000" height="130" rx="16" fill="#fff" stroke="${EDGE}" stroke-width="3"/>`];
    parts.forEach(([code, label], i) => {
      const width = 70 + code.length * 28;
      out.push(text(x + width / 2, 255, code, 52, {weight: 700, fill: BRAND}));
      out.push(line(x + 8, 330, x + width - 8, 330, INK, 3));
      out.push(text(x + width / 2, 375, label, 24));
      x += width + (i < parts.length - 1 ? 22 : 0);
    });
    return out.join('') + spring(240, 500, 960, 500);
  },
  temperature: () => {
    const points = [-20, 0, 20, 40, 60].map((c) => ({x: 520 + (c + 20) * 7, y: 470 - ((273 + c) / 293 - 0.8) * 900}));
    return `<rect x="180" y="120" width="60" height="320" rx="30" fill="#fff" stroke="${EDGE}" stroke-width="4"/><circle cx="210" cy="470" r="55" fill="${ALERT}" stroke="${EDGE}" stroke-width="4"/><rect x="195" y="240" width="30" height="230" fill="${ALERT}"/>
${line(500, 500, 1100, 500, EDGE, 3)}${line(500, 500, 500, 110, EDGE, 3)}
<polyline points="${points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ')}" fill="none" stroke="${BRAND}" stroke-width="6"/>
${points.map((p) => `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="9" fill="${BRAND}"/>`).join('')}
${text(520, 540, '−20 °C', 22)}${text(800, 540, '20 °C', 22)}${text(1080, 540, '60 °C', 22)}${text(840, 110, '± 3,3 % par 10 °C', 32, {weight: 700, fill: BRAND})}`;
  },
  locking: () =>
    `${spring(160, 330, 900, 330, {share: 0.55})}<rect x="530" y="310" width="36" height="40" fill="${BRAND}"/>${text(548, 280, 'valve', 24)}
<rect x="960" y="320" width="130" height="110" rx="16" fill="#f5b700" stroke="${EDGE}" stroke-width="4"/><path d="M 990 320 v -40 a 35 35 0 0 1 70 0 v 40" fill="none" stroke="${EDGE}" stroke-width="12"/>
${text(600, 480, 'blocage en toute position', 30, {weight: 700})}`,
};

export function renderArticleIllustration(article: ArticleSeed): string {
  const title = esc(article.imageAlt);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" role="img" aria-labelledby="t" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">
<title id="t">${title}</title>
<rect width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" fill="${BG}"/>
<rect x="0" y="${ILLUSTRATION_HEIGHT - 10}" width="${ILLUSTRATION_WIDTH}" height="10" fill="${BRAND}"/>
${SCENES[article.illustration]()}
</svg>`;
}
