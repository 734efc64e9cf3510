// Makes the two sample legal documents that pocketbase/seed-data.mjs seeds as the "Legal"
// resources (and the about section links): the foreign employment agency licence and the
// certificate of incorporation, one A4 page each, with a letterhead, the numbers, the dates and
// "SAMPLE – for illustration only" on the page. The outputs are committed:
//
//   node docs/tools/make-legal-samples.mjs
//
// The facts come from the seed's settings record (pocketbase/seed-settings.json); the company number and the dates are made up here.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './content-module.mjs';
import { A4, createPage } from './pdf-page.mjs';

const SAMPLE_SETTINGS = JSON.parse(readFileSync(path.join(ROOT, 'pocketbase/seed-settings.json'), 'utf8'));

const OUT = path.join(ROOT, 'pocketbase/seed-files');
const COMPANY_NUMBER = 'PV 00204517';
const INCORPORATED = { iso: '2017-03-14', text: '14th day of March 2017' };
const LICENCE = { issued: '2026-01-05', issuedText: '5 January 2026', validText: '4 January 2027' };
const SAMPLE = 'SAMPLE – for illustration only. This is not a valid document.';

const CX = A4.width / 2;
const INK = [0.1, 0.1, 0.12];
const GREY = [0.35, 0.35, 0.38];

/** Frame, watermark, letterhead (emblem, authority, address) and footer, in `accent`. */
function letterhead(page, { accent, initials, authority, sub, address }) {
  page.turned(120, 250, 40, 'SAMPLE', { size: 120, color: [0.93, 0.93, 0.93] });
  page.rect(22, 22, A4.width - 44, A4.height - 44, { stroke: accent, lineWidth: 3 });
  page.rect(30, 30, A4.width - 60, A4.height - 60, { stroke: accent, lineWidth: 0.75 });
  const top = A4.height - 92;
  page.circle(CX, top, 34, { fill: accent });
  page.circle(CX, top, 29, { stroke: [1, 1, 1], lineWidth: 1.2 });
  page.circle(CX, top, 24, { stroke: [1, 1, 1], lineWidth: 0.5, dash: [1.5, 1.5] });
  page.text(CX, top - 5, initials, {
    font: 'serifBold',
    size: initials.length > 3 ? 11 : 14,
    align: 'center',
    color: [1, 1, 1],
  });
  page.text(CX, top - 58, sub, { font: 'serif', size: 10, align: 'center', color: GREY });
  page.text(CX, top - 78, authority, { font: 'serifBold', size: 17, align: 'center', color: accent });
  page.text(CX, top - 94, address, { font: 'sans', size: 8.5, align: 'center', color: GREY });
  page.line(70, top - 106, A4.width - 70, top - 106, { stroke: accent, lineWidth: 1.5 });
  page.line(70, top - 109, A4.width - 70, top - 109, { stroke: accent, lineWidth: 0.5 });
  page.rect(31, 31, A4.width - 62, 29, { fill: [0.98, 0.93, 0.93] });
  page.text(CX, 41, SAMPLE, { font: 'sansBold', size: 9.5, align: 'center', color: [0.7, 0.1, 0.1] });
  return top - 150;
}

/** Label and value rows; returns the baseline below them. */
function facts(page, y, rows) {
  for (const [label, value] of rows) {
    page.text(90, y, label, { font: 'sans', size: 10, color: GREY });
    page.text(250, y, value, { font: 'serifBold', size: 12, color: INK });
    page.line(250, y - 4, A4.width - 90, y - 4, { stroke: [0.8, 0.8, 0.82], lineWidth: 0.4, dash: [1, 2] });
    y -= 24;
  }
  return y;
}

/** A seal (left) and a signature line with the signatory's title (right). */
function signature(page, y, accent, seal, titles) {
  page.circle(150, y + 10, 42, { stroke: accent, lineWidth: 1.2 });
  page.circle(150, y + 10, 36, { stroke: accent, lineWidth: 0.5 });
  page.text(150, y + 14, seal, { font: 'sansBold', size: 8, align: 'center', color: accent });
  page.text(150, y + 2, 'SAMPLE', { font: 'sansBold', size: 10, align: 'center', color: accent });
  const at = (x, dy) => `${x} ${y + dy}`;
  page.draw(
    `${at(345, 4)} m ${at(365, 30)} ${at(378, -8)} ${at(398, 14)} c ${at(414, 32)} ${at(424, -4)} ${at(452, 10)} c`,
    {
      stroke: [0.15, 0.2, 0.45],
      lineWidth: 1,
    },
  );
  page.line(320, y - 6, A4.width - 90, y - 6, { stroke: INK, lineWidth: 0.6 });
  titles.forEach((line, i) =>
    page.text((320 + A4.width - 90) / 2, y - 20 - i * 13, line, {
      font: i ? 'serif' : 'serifBold',
      size: 10,
      align: 'center',
      color: INK,
    }),
  );
}

function licence(page, company) {
  const accent = [0.09, 0.33, 0.2];
  let y = letterhead(page, {
    accent,
    initials: 'SLBFE',
    sub: 'Democratic Socialist Republic of Sri Lanka',
    authority: 'SRI LANKA BUREAU OF FOREIGN EMPLOYMENT',
    address: 'Licensing Division  ·  Battaramulla, Sri Lanka',
  });
  page.text(CX, y, 'LICENCE', { font: 'serifBold', size: 24, align: 'center', color: INK });
  page.text(CX, y - 22, 'to carry on the business of a Foreign Employment Agency', {
    font: 'serifItalic',
    size: 13,
    align: 'center',
    color: INK,
  });
  page.text(CX, y - 40, 'issued under the Sri Lanka Bureau of Foreign Employment Act, No. 21 of 1985', {
    font: 'serif',
    size: 10,
    align: 'center',
    color: GREY,
  });
  y = facts(page, y - 80, [
    ['Licence number', company.registrationNumber],
    ['Licensee', company.legalName],
    ['Company number', COMPANY_NUMBER],
    ['Registered office', company.address.en],
    ['Country of employment', 'Japan'],
    ['First licensed', String(company.foundedYear)],
    ['Date of issue', LICENCE.issuedText],
    ['Valid until', LICENCE.validText],
  ]);
  y = page.paragraph(
    90,
    y - 10,
    A4.width - 180,
    `This is to certify that ${company.legalName} is licensed to carry on the business of a foreign employment agency for the period stated above, subject to the provisions of the Act, the regulations made under it and the conditions endorsed on this licence. This licence is not transferable and shall be displayed at the registered office.`,
    { size: 11, color: INK },
  );
  signature(page, 150, accent, 'SLBFE', ['Chairman', 'Sri Lanka Bureau of Foreign Employment']);
}

function incorporation(page, company) {
  const accent = [0.45, 0.12, 0.14];
  const name = company.legalName.replace('(Pvt) Ltd', '(Private) Limited').toUpperCase();
  let y = letterhead(page, {
    accent,
    initials: 'ROC',
    sub: 'Democratic Socialist Republic of Sri Lanka',
    authority: 'DEPARTMENT OF THE REGISTRAR OF COMPANIES',
    address: 'Colombo, Sri Lanka',
  });
  page.text(CX, y, 'CERTIFICATE OF INCORPORATION', {
    font: 'serifBold',
    size: 22,
    align: 'center',
    color: INK,
  });
  page.text(CX, y - 20, 'Companies Act, No. 7 of 2007  ·  Section 5', {
    font: 'serifItalic',
    size: 12,
    align: 'center',
    color: GREY,
  });
  page.text(CX, y - 62, 'Company number', { font: 'sans', size: 10, align: 'center', color: GREY });
  page.text(CX, y - 84, COMPANY_NUMBER, { font: 'serifBold', size: 20, align: 'center', color: accent });
  page.text(CX, y - 130, 'I hereby certify that', {
    font: 'serifItalic',
    size: 13,
    align: 'center',
    color: INK,
  });
  page.text(CX, y - 160, name, { font: 'serifBold', size: 17, align: 'center', color: INK });
  y = page.paragraph(
    CX,
    y - 196,
    A4.width - 180,
    'is this day incorporated under the Companies Act, No. 7 of 2007, and that the company is a private company limited by shares.',
    { size: 12.5, color: INK, align: 'center' },
  );
  y = facts(page, y - 24, [
    ['Date of incorporation', INCORPORATED.iso.split('-').reverse().join('/')],
    ['Registered office', company.address.en],
  ]);
  page.paragraph(90, y - 16, A4.width - 180, `Given under my hand at Colombo on this ${INCORPORATED.text}.`, {
    font: 'serifItalic',
    size: 12,
    color: INK,
  });
  signature(page, 150, accent, 'REGISTRAR', [
    'Registrar General of Companies',
    'Department of the Registrar of Companies',
  ]);
}

async function main() {
  const s = SAMPLE_SETTINGS;
  const company = {
    legalName: s.legal_name,
    registrationNumber: s.licence_number,
    address: { en: s.address_en },
    foundedYear: s.founded_year,
  };
  const documents = [
    {
      file: 'foreign-employment-licence.pdf',
      draw: licence,
      date: LICENCE.issued,
      title: 'Foreign Employment Agency Licence',
    },
    {
      file: 'company-registration-certificate.pdf',
      draw: incorporation,
      date: INCORPORATED.iso,
      title: 'Certificate of Incorporation',
    },
  ];
  for (const { file, draw, date, title } of documents) {
    const page = await createPage();
    draw(page, company);
    const pdf = page.toPdf({
      title: `${title} (sample)`,
      subject: `${company.legalName}: ${SAMPLE.replace('–', '-')}`,
      date,
    });
    await writeFile(path.join(OUT, file), pdf);
    console.log(`pocketbase/seed-files/${file}: ${pdf.length} bytes`);
  }
}

await main();
