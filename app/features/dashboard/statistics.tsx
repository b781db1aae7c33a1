import { useId } from "react";
import { SiteLink } from "../../components/site-link";
import { formatCompanyDay } from "#domain/dates";
import {
  CAMPAIGN_SEPARATOR,
  STATISTICS_PERIODS,
  type StatisticsDay,
  type StatisticsPeriod,
  type StatisticsRow,
  type LeadsBySource,
  type SourceConversion,
} from "#domain/visits";

// The statistics page's parts (issue 42 item 4): the period links, the chart of visits per day
// (server-rendered SVG, no script) and the tables with the numbers, which screen readers read.

const number = (n: number) => n.toLocaleString("en");

/** The periods, links in the address (`?days=7`): they work without JavaScript. */
export function PeriodLinks({ current }: { current: StatisticsPeriod }) {
  return (
    <nav aria-label="Period" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {STATISTICS_PERIODS.map((days) => (
          <li key={days}>
            <SiteLink
              to={`/dashboard/statistics?days=${days}`}
              aria-current={days === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${days === current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:text-slate-900"}`}
            >
              Last {days} days
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The period's totals, in large figures. */
export function StatisticsSummary({ days }: { days: readonly StatisticsDay[] }) {
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const figures = [
    { label: "Visits (page views)", value: views },
    { label: "Unique visitors (each day's, added up)", value: visitors },
  ];
  return (
    <dl className="mb-6 grid gap-3 sm:grid-cols-2">
      {figures.map(({ label, value }) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="mt-1 text-3xl font-bold text-slate-900">{number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Height of the chart's drawing, in its own units; each day is 10 units wide. */
const CHART_HEIGHT = 100;
const DAY_WIDTH = 10;

/**
 * Visits per day as bars and unique visitors as a line, oldest day first, drawn on the server. The
 * same numbers are in the table of days (the picture is described, not read out number by number).
 */
export function VisitsChart({ days, tableId }: { days: readonly StatisticsDay[]; tableId: string }) {
  const titleId = useId();
  const highest = Math.max(1, ...days.map((day) => day.views));
  const y = (n: number) => CHART_HEIGHT - (n / highest) * (CHART_HEIGHT - 4);
  const line = days.map((day, i) => `${i * DAY_WIDTH + DAY_WIDTH / 2},${y(day.visitors)}`).join(" ");
  const width = days.length * DAY_WIDTH;
  return (
    <figure className="mb-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption id={titleId} className="font-semibold text-slate-900">
        Visits and unique visitors per day
      </figcaption>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-600" /> Visits
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-4 rounded bg-slate-900" /> Unique visitors
        </span>
        <span>Highest: {number(highest)} visits a day</span>
      </p>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={tableId}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-3 h-40 w-full md:h-56"
      >
        <line
          x1="0"
          x2={width}
          y1={CHART_HEIGHT}
          y2={CHART_HEIGHT}
          className="stroke-slate-300"
          vectorEffect="non-scaling-stroke"
        />
        <line
          x1="0"
          x2={width}
          y1={y(highest)}
          y2={y(highest)}
          className="stroke-slate-200"
          strokeDasharray="4 4"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, i) => (
          <rect
            key={day.day}
            x={i * DAY_WIDTH + 1}
            width={DAY_WIDTH - 2}
            y={y(day.views)}
            height={CHART_HEIGHT - y(day.views)}
            className="fill-brand-600"
          />
        ))}
        <polyline
          points={line}
          fill="none"
          className="stroke-white"
          strokeWidth="5"
          vectorEffect="non-scaling-stroke"
        />
        <polyline
          points={line}
          fill="none"
          className="stroke-slate-900"
          strokeWidth="2.5"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <p className="mt-2 flex justify-between text-xs text-slate-600">
        <span>{formatCompanyDay(days[0]!.day)}</span>
        <span>{formatCompanyDay(days.at(-1)!.day)}</span>
      </p>
    </figure>
  );
}

/** The numbers of every day, newest first. */
export function DaysTable({ days, id }: { days: readonly StatisticsDay[]; id: string }) {
  return (
    <StatisticsTable
      id={id}
      caption="Visits per day (Dhaka time)"
      headers={["Day", "Visits", "Unique visitors"]}
      rows={[...days].reverse().map((day) => ({
        key: day.day,
        label: formatCompanyDay(day.day),
        numbers: [day.views, day.visitors],
      }))}
    />
  );
}

/** What a ranked list's values read as. */
const LABELS: Record<string, (value: string) => string> = {
  page: (value) => value,
  source: (value) => value || "Direct (no referrer)",
  campaign: (value) =>
    value
      ? value
          .split(CAMPAIGN_SEPARATOR)
          .map((part) => part || "–")
          .join(" / ")
      : "No campaign",
  locale: (value) => ({ en: "English", bn: "Bangla" })[value] ?? value,
  device: (value) => value.charAt(0).toUpperCase() + value.slice(1),
  channel: (value) =>
    ({ whatsapp: "WhatsApp", messenger: "Messenger", phone: "Phone (a tap on the number)" })[value] ?? value,
};

/** A ranked list (top pages, sources …): its value, a bar of its share, its visits and visitors. */
export function RankedTable({
  caption,
  header,
  kind,
  rows,
  withVisitors = true,
  counted = "Visits",
}: {
  caption: string;
  header: string;
  kind: keyof typeof LABELS;
  rows: readonly StatisticsRow[];
  withVisitors?: boolean;
  /** What the numbers count ("Visits"; "Clicks" for the contact channels). */
  counted?: string;
}) {
  const highest = Math.max(1, ...rows.map((row) => row.views));
  return (
    <StatisticsTable
      caption={caption}
      headers={withVisitors ? [header, counted, "Unique visitors"] : [header, counted]}
      rows={rows.map((row) => ({
        key: row.value,
        label: LABELS[kind]!(row.value),
        share: row.views / highest,
        numbers: withVisitors ? [row.views, row.visitors] : [row.views],
      }))}
    />
  );
}

interface TableRow {
  key: string;
  label: string;
  /** The row's bar, as a share of the longest. */
  share?: number;
  /** Its numbers; a text as it is ("2.5 %", "–"). */
  numbers: Array<number | string>;
}

/** A table of numbers with a caption and headers; "Nothing counted yet" when empty. */
function StatisticsTable({
  caption,
  headers,
  rows,
  id,
}: {
  caption: string;
  headers: string[];
  rows: TableRow[];
  id?: string;
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table id={id} className="w-full text-left text-sm">
        <caption className="px-4 pt-4 pb-2 text-left text-base font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {headers.map((header, i) => (
              <th key={header} scope="col" className={`px-4 py-2 font-semibold ${i > 0 ? "text-right" : ""}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="px-4 py-3 text-slate-600">
                Nothing counted yet.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="min-w-24 px-4 py-2 font-normal text-slate-800 wrap-anywhere">
                  {row.label}
                  {row.share !== undefined && (
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 100 4"
                      preserveAspectRatio="none"
                      className="mt-1 block h-1.5 w-full"
                    >
                      <rect width="100" height="4" className="fill-slate-100" />
                      <rect width={Math.max(1, row.share * 100)} height="4" className="fill-brand-600" />
                    </svg>
                  )}
                </th>
                {row.numbers.map((n, i) => (
                  <td
                    key={headers[i + 1]}
                    className="px-4 py-2 text-right whitespace-nowrap text-slate-800 tabular-nums"
                  >
                    {typeof n === "number" ? number(n) : n}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The leads that began in the period, by the plan they asked about (issue 42 item 4). */
export function LeadsByPlanTable({ plans }: { plans: LeadsBySource["plans"] }) {
  const highest = Math.max(1, ...plans.map((row) => row.leads));
  return (
    <StatisticsTable
      caption="Leads per plan"
      headers={["Plan (service – plan)", "Leads"]}
      rows={plans.map((row) => ({
        key: row.value,
        label: row.value || "No plan named",
        share: row.leads / highest,
        numbers: [row.leads],
      }))}
    />
  );
}

/** Each source's conversion: its unique visitors, the leads it brought, leads ÷ visitors. */
export function ConversionTable({ rows }: { rows: readonly SourceConversion[] }) {
  return (
    <StatisticsTable
      caption="Conversion per source"
      headers={["Source", "Visitors", "Leads", "Conversion"]}
      rows={rows.map((row) => ({
        key: row.source,
        label: LABELS.source!(row.source),
        numbers: [
          row.visitors,
          row.leads,
          row.rate === null ? "–" : `${(row.rate * 100).toLocaleString("en", { maximumFractionDigits: 1 })} %`,
        ],
      }))}
    />
  );
}
