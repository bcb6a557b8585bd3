import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { StageBadge } from "~/components/university/application-card";
import { ApplicationFilterPanel, StageCounts } from "~/components/university/application-filters";
import { CardMoveForm } from "~/components/university/move-form";
import { formatDay } from "~/domain/dates";
import { counsellorFilterFor } from "~/domain/student-case";
import {
  UNIVERSITY_APPLICATION_LIST,
  applicationsPageView,
  formatIntake,
  isEndStage,
  stageLabel,
  stagesReachableFrom,
} from "~/domain/university-application";
import { postedId, runAdminAction } from "~/features/admin/admin-actions.server";
import { stageMoveSchema } from "~/features/university/application.schema.server";
import {
  boardApplications,
  listStaffApplications,
  moveApplicationStage,
  type StaffApplicationRow,
} from "~/models/university-application.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { listActiveStaff } from "~/models/staff.server";
import { seoMeta } from "~/utils/meta";
import { requireStaff } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

const PATH = "/admin/university-applications";

export const meta: MetaFunction = ({ matches }) => seoMeta("University Applications", "Every student's university applications, by stage.", matches);

function cardOf(row: StaffApplicationRow, zone: string) {
  return {
    id: row.id,
    student: { id: row.student.id, name: row.student.name, email: row.student.email },
    counsellor: row.student.counsellor?.name ?? null,
    university: row.university,
    country: row.country,
    program: row.program,
    level: row.level,
    intake: formatIntake(row.intakeMonth, row.intakeYear),
    stage: row.stage,
    stageLabel: stageLabel(row.stage, row.country),
    ended: isEndStage(row.stage),
    moveChoices: stagesReachableFrom(row.stage).map((stage) => ({ value: stage, label: stageLabel(stage, row.country) })),
    updated: formatDay(row.updatedAt, zone),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireStaff(request);
  const list = readListPage(request, UNIVERSITY_APPLICATION_LIST, PATH);
  const { query, search } = list;
  const view = applicationsPageView(list.view);
  const zone = getEnv().APP_TIME_ZONE;
  const counsellors = await listActiveStaff();
  const common = { view, query, search, counsellor: counsellorFilterFor(query.filters.counsellor, viewer), counsellors };
  if (view === "list") {
    const { rows, meta, counts } = await listStaffApplications(query, viewer);
    redirectPastLastPage(request, PATH, meta);
    return { ...common, rows: rows.map((row) => cardOf(row, zone)), meta, counts, columns: [] };
  }
  const board = await boardApplications(query, viewer);
  return {
    ...common,
    rows: [],
    meta: null,
    counts: board.counts,
    columns: board.columns.map((column) => ({ stage: column.stage, label: stageLabel(column.stage), total: column.total, cards: column.rows.map((row) => cardOf(row, zone)) })),
  };
}

/** A card's (or a row's) move, posted to this address with the board's query: back to the same board with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const closeTo = `${PATH}${url.search}`;
  const formData = await readFormData(request);
  return dispatchIntent(formData, {
    move: async () => {
      const applicationId = postedId(formData);
      const submission = parseWithZod(formData, { schema: stageMoveSchema });
      if (!applicationId || submission.status !== "success") {
        const message = submission.status === "success" ? "Choose an application to move." : (Object.values(submission.error ?? {}).flat()[0] ?? "Choose the stage to move to.");
        return redirectWithToast(closeTo, { type: "error", title: "Not moved", description: message });
      }
      return runAdminAction(closeTo, async () => {
        const moved = await moveApplicationStage({ actorId: staff.id, applicationId, ...submission.value });
        return { title: "Stage moved", description: `Application #${moved.id} is now at "${stageLabel(moved.stage)}". The student has been told.` };
      });
    },
  });
}

type Card = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

function CardBody({ card }: { card: Card }) {
  return (
    <>
      <p className="font-medium text-gray-900">{card.university}</p>
      <p className="text-xs text-gray-600">
        {card.program} · {card.country} · {card.intake}
      </p>
      <p className="mt-1 text-xs">
        <Link to={`/admin/students/${card.student.id}/applications`} className="text-brand-700 underline">
          {card.student.name}
        </Link>
        <span className="text-gray-600"> · {card.counsellor ?? "Unassigned"}</span>
      </p>
    </>
  );
}

const COLUMNS: ListColumn<Card>[] = [
  {
    header: "Student",
    cell: (row) => (
      <>
        <Link to={`/admin/students/${row.student.id}/applications`} className="font-medium text-brand-700 hover:underline">
          {row.student.name}
        </Link>
        <p className="break-all text-xs text-gray-600">{row.student.email}</p>
      </>
    ),
  },
  {
    header: "University",
    cell: (row) => (
      <>
        <p className="text-gray-900">{row.university}</p>
        <p className="text-xs text-gray-600">
          {row.program} · {row.level}
        </p>
      </>
    ),
  },
  { header: "Country", cell: (row) => row.country },
  { header: "Intake", className: "whitespace-nowrap", cell: (row) => row.intake },
  { header: "Stage", cell: (row) => <StageBadge stage={row.stage} label={row.stageLabel} ended={row.ended} /> },
  { header: "Counsellor", cell: (row) => row.counsellor ?? <span className="text-gray-600">Unassigned</span> },
  { header: "Last change", className: "whitespace-nowrap", cell: (row) => row.updated },
  { header: <span className="sr-only">Move</span>, cell: (row) => <CardMoveForm applicationId={row.id} university={row.university} choices={row.moveChoices} /> },
];

function ViewSwitch({ view, search }: { view: "board" | "list"; search: string }) {
  const params = new URLSearchParams(search);
  params.delete("view");
  params.delete("page");
  const board = params.toString();
  params.set("view", "list");
  const list = params.toString();
  const linkClass = (active: boolean) => cn("rounded-md px-3 py-1.5 text-sm font-medium", active ? "bg-brand-600 text-white" : "text-gray-700 hover:bg-gray-100");
  return (
    <nav aria-label="View" className="flex gap-1 rounded-lg border border-gray-200 bg-white p-1">
      <Link to={board ? `?${board}` : PATH} className={linkClass(view === "board")} aria-current={view === "board" ? "page" : undefined}>
        Board
      </Link>
      <Link to={`?${list}`} className={linkClass(view === "list")} aria-current={view === "list" ? "page" : undefined}>
        List
      </Link>
    </nav>
  );
}

export default function UniversityApplicationsPage() {
  const data = useLoaderData<typeof loader>();
  const { search: locationSearch } = useLocation();
  const exportHref = `${PATH}/export.csv${locationSearch}`;
  const panel = <ApplicationFilterPanel view={data.view} query={data.query} counsellor={data.counsellor} counsellors={data.counsellors} />;
  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      <ViewSwitch view={data.view} search={data.search} />
      <a href={exportHref} download className={buttonClass({ variant: "secondary" })}>
        Export CSV
      </a>
    </div>
  );
  if (data.view === "list" && data.meta) {
    return (
      <ListPage
        title="University Applications"
        description="Every application of the students in view, most recently changed first."
        actions={actions}
        spec={UNIVERSITY_APPLICATION_LIST}
        query={data.query}
        filters={
          <>
            {panel}
            <StageCounts counts={data.counts} search={data.search} filters={data.query.filters} />
          </>
        }
        rows={data.rows}
        meta={data.meta}
        empty={{ title: "No applications found", hint: "Applications appear here once staff or students add them.", filteredHint: "Try other filters or search terms." }}
        table={{ caption: "University applications", columns: COLUMNS, rowTestId: (row) => `application-row-${row.id}` }}
      />
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">University Applications</h1>
          <p className="text-sm text-gray-600">The applications of the students in view, by stage. Move a card with its form.</p>
        </div>
        {actions}
      </div>
      {panel}
      <div className="relative overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-brand-600" tabIndex={0} role="region" aria-label="Board by stage">
        <div className="flex min-w-max gap-3">
          {data.columns.map((column) => (
            <section key={column.stage} aria-labelledby={`column-${column.stage}`} className="w-64 shrink-0 rounded-lg bg-gray-100 p-2" data-testid={`column-${column.stage}`}>
              <h2 id={`column-${column.stage}`} className="flex items-center justify-between px-1 pb-2 text-sm font-semibold text-gray-800">
                {column.label}
                <span className="rounded-full bg-white px-2 text-xs font-medium text-gray-700">{column.total}</span>
              </h2>
              {column.cards.length === 0 ? (
                <p className="px-1 pb-2 text-xs text-gray-600">None</p>
              ) : (
                <ul className="space-y-2">
                  {column.cards.map((card) => (
                    <li key={card.id} className="rounded-md border border-gray-200 bg-white p-2.5 text-sm shadow-sm" data-testid={`card-${card.id}`}>
                      <CardBody card={card} />
                      <CardMoveForm applicationId={card.id} university={card.university} choices={card.moveChoices} />
                    </li>
                  ))}
                </ul>
              )}
              {column.total > column.cards.length ? (
                <Link
                  to={`?${new URLSearchParams({ ...(data.query.search ? { search_keyword: data.query.search } : {}), filters: JSON.stringify(UNIVERSITY_APPLICATION_LIST.filtersToJson({ ...data.query.filters, stage: column.stage })), view: "list" }).toString()}`}
                  className="mt-2 block px-1 text-xs text-brand-700 hover:underline"
                >
                  All {column.total} in the list
                </Link>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
