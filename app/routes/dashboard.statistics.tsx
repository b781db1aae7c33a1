import { useId } from "react";
import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import {
  ConversionTable,
  DaysTable,
  LeadsByPlanTable,
  PeriodLinks,
  RankedTable,
  StatisticsSummary,
  VisitsChart,
} from "../features/dashboard/statistics";
import { PageTitle } from "../features/dashboard/ui";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard.statistics";
import { serverContext } from "#server/load-context";
import { companyToday, daysBefore } from "#domain/dates";
import { conversionBySource, STATISTICS_PERIODS, type StatisticsPeriod } from "#domain/visits";
import { z } from "#domain/zod";

export const handle: RouteHandle = { queryParams: ["days"] };

/** `?days=`: one of the periods, 28 when missing or anything else. */
const statisticsQuery = z.object({
  days: z.coerce
    .number()
    .refine((days): days is StatisticsPeriod => (STATISTICS_PERIODS as readonly number[]).includes(days))
    .catch(28),
});

/**
 * The visits counted without cookies (issue 42 item 4, decision 0058): per day over the last 7, 28
 * or 90 days in Dhaka, and the top pages, sources, campaigns, languages and devices of the period,
 * the clicks on WhatsApp, Messenger and phone links (issue 42 item 3), the leads per plan and each
 * source's conversion (leads ÷ unique visitors).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { visits, contact } = context.get(serverContext).services;
  requireAdmin(context);
  const { days } = statisticsQuery.parse(Object.fromEntries(url.searchParams));
  const today = companyToday();
  const [statistics, leads] = await Promise.all([
    visits.statistics({ days, today }),
    contact.leadsBySource({ from: daysBefore(today, days - 1), to: today }),
  ]);
  return { period: days, statistics, leads, conversion: conversionBySource(statistics, leads) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Statistics", description: "Visits to the site, counted without cookies.", noIndex: true });

export default function StatisticsPage({ loaderData }: Route.ComponentProps) {
  const { period, statistics, leads, conversion } = loaderData;
  const daysTable = useId();
  return (
    <section>
      <PageTitle
        title="Statistics"
        lead="Visits to the public pages, counted on the server without cookies: crawlers, prefetches and admins are left out. Days are in Dhaka time; the last few seconds' visits appear shortly."
      />
      <PeriodLinks current={period} />
      <StatisticsSummary days={statistics.days} />
      <VisitsChart days={statistics.days} tableId={daysTable} />
      <div className="mb-8 grid gap-6 xl:grid-cols-2">
        <RankedTable caption="Top pages" header="Page" kind="page" rows={statistics.pages} withVisitors={false} />
        <RankedTable caption="Sources" header="Source" kind="source" rows={statistics.sources} />
        <RankedTable
          caption="Campaigns"
          header="Source / medium / campaign"
          kind="campaign"
          rows={statistics.campaigns}
        />
        <RankedTable caption="Languages" header="Language" kind="locale" rows={statistics.locales} />
        <RankedTable caption="Devices" header="Device" kind="device" rows={statistics.devices} />
        <RankedTable
          caption="Clicks to chat or call"
          header="Channel"
          kind="channel"
          rows={statistics.channels}
          withVisitors={false}
          counted="Clicks"
        />
        <LeadsByPlanTable plans={leads.plans} />
        <ConversionTable rows={conversion} />
      </div>
      <DaysTable days={statistics.days} id={daysTable} />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
