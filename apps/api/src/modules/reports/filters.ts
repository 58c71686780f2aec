import { formatBrDate, type Language } from '@console/contract';
import { label, type ReportContext } from './source.ts';

/** The report's filters as the workbook's filters sheet names them, in the user's language. */
const TEXT = {
  period: label('Período', 'Period', 'Período'),
  group: label('Grupo', 'Group', 'Grupo'),
  regional: label('Regional', 'Regional', 'Regional'),
  status: label('Situação', 'Status', 'Estado'),
  days: label('Sem acesso há mais de (dias)', 'No sign-in for more than (days)', 'Sin acceso hace más de (días)'),
};

export function reportFilterLines(
  ctx: ReportContext,
  names: { group: Map<number, string>; regional: Map<number, string> },
  lang: Language,
): [string, string][] {
  const lines: [string, string][] = [];
  const { def } = ctx;
  if (ctx.from && ctx.to) lines.push([TEXT.period[lang], `${formatBrDate(ctx.from)} – ${formatBrDate(ctx.to)}`]);
  if (ctx.groupId) lines.push([TEXT.group[lang], names.group.get(ctx.groupId) ?? String(ctx.groupId)]);
  if (ctx.regionalId) lines.push([TEXT.regional[lang], names.regional.get(ctx.regionalId) ?? String(ctx.regionalId)]);
  if (ctx.status)
    lines.push([TEXT.status[lang], def.statuses?.find((s) => s.value === ctx.status)?.label[lang] ?? ctx.status]);
  if (def.filters.includes('dias')) lines.push([TEXT.days[lang], String(ctx.days)]);
  return lines;
}
