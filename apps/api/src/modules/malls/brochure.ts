import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { MALL_OPEN_STATUS_LABELS, PRODUCT_NAME } from '@shp/contracts';
import type { MallDetailRow } from './malls.repository.js';
import { type Lookups } from '../../lib/lookups.js';

/** CJK fonts the Debian package fonts-noto-cjk installs (README: the machine needs it for e2e anyway). */
const CJK_FONTS = [
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { file: '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', family: 'NotoSerifCJKsc-Regular' },
];
const cjkFont = CJK_FONTS.find((f) => fs.existsSync(f.file)) ?? null;

/**
 * The investment brochure of a mall as a real PDF, written from the mall's data. Without a CJK
 * font on the machine the text falls back to the built-in font (Chinese would not render), so
 * the brochure then carries only figures.
 */
export function brochurePdf(m: MallDetailRow, extras: { floors: { floor: string; theme: string; area: number }[] }, lk: Lookups): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${m.name} 招商手册`, Author: PRODUCT_NAME } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (cjkFont) doc.registerFont('cjk', cjkFont.file, cjkFont.family).font('cjk');
    const t = (s: string) => (cjkFont ? s : s.replace(/[^\x20-\x7e]/g, '').trim() || '-');
    const status = MALL_OPEN_STATUS_LABELS[m.open_status] ?? m.open_status;
    doc
      .fontSize(24)
      .fillColor('#d4380d')
      .text(t(`${m.name}`));
    doc.moveDown(0.3).fontSize(14).fillColor('#333').text(t('招商手册'));
    doc.moveDown();
    const rows: [string, string][] = [
      ['城市 / 区域', `${lk.cityName(m.city_code)} ${lk.districtName(m.district_code)}`],
      ['地址', m.address],
      ['开业状态', `${status}（${String(m.open_date).slice(0, 10)}）`],
      ['总建筑面积', `${Number(m.total_area).toLocaleString('en-US')} ㎡`],
      ['商业面积', `${Number(m.business_area).toLocaleString('en-US')} ㎡`],
      ['楼层', `地上${m.floors_above}层 / 地下${m.floors_below}层`],
      ['日均客流', `${Number(m.daily_traffic).toLocaleString('en-US')} 人次`],
      ['租金区间', `${m.rent_min} - ${m.rent_max} 元/㎡/天`],
      ['停车位', `${m.parking_spaces} 个`],
      ['运营方', m.developer],
      ['招商联系人', m.leasing_contact],
    ];
    doc.fontSize(11);
    for (const [k, v] of rows)
      doc
        .fillColor('#888')
        .text(t(k), { continued: true, width: 480 })
        .fillColor('#222')
        .text(`  ${t(v)}`);
    doc.moveDown().fillColor('#333').fontSize(11).text(t(m.intro), { align: 'justify' });
    doc.addPage().fontSize(16).fillColor('#d4380d').text(t('楼层规划'));
    doc.moveDown(0.5).fontSize(11).fillColor('#222');
    for (const f of extras.floors) doc.text(t(`${f.floor}  ${f.theme}  ${f.area.toLocaleString('en-US')}㎡`));
    doc.moveDown().fontSize(16).fillColor('#d4380d').text(t('主力业态'));
    doc
      .moveDown(0.5)
      .fontSize(11)
      .fillColor('#222')
      .text(t((Array.isArray(m.format_ids) ? m.format_ids : []).map((id) => lk.formatName(Number(id))).join('、')));
    doc
      .moveDown()
      .fontSize(9)
      .fillColor('#999')
      .text(t(`本手册由${PRODUCT_NAME}根据项目公开信息生成，仅供招商洽谈参考。`));
    doc.end();
  });
}
