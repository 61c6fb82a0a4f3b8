import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { PUBLIC_STATUSES } from "@shared/listing";
import type { AgentsQuery } from "@shared/agent";
import type { Emirate } from "@shared/locations";
import type { Db } from "../../db/client";
import { agencies, agents, properties } from "../../db/schema";

export interface AgentScope {
  /** Set on Dubai-scoped sites: only agents of this emirate's agencies, and only its listings. */
  emirate?: Emirate;
}

const publicStatuses = sql.join(
  PUBLIC_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Live count of an agent's public listings (within the scope); column names qualified for the subquery. */
function agentListingCount(scope: AgentScope) {
  const inScope = scope.emirate ? sql` and p.emirate = ${scope.emirate}` : sql``;
  return sql<number>`(select count(*)::int from properties p where p.agent_id = "agents"."id" and p.status in (${publicStatuses})${inScope})`;
}

function selectAgents(db: Db, scope: AgentScope) {
  return db
    .select({
      id: agents.id,
      name: agents.name,
      brn: agents.brn,
      phone: agents.phone,
      whatsapp: agents.whatsapp,
      email: agents.email,
      photoUrl: agents.photoUrl,
      languages: agents.languages,
      areas: agents.areas,
      isSample: agents.isSample,
      agencyId: agencies.id,
      agencyName: agencies.name,
      agencyOrn: agencies.orn,
      agencyEmirate: agencies.emirate,
      listingCount: agentListingCount(scope),
    })
    .from(agents)
    .leftJoin(agencies, eq(agencies.id, agents.agencyId));
}
export type AgentRow = Awaited<ReturnType<ReturnType<typeof selectAgents>["where"]>>[number];

/** Escapes LIKE wildcards so a visitor's "%" or "_" matches itself. */
function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function agentConditions(query: Omit<AgentsQuery, "page" | "limit">, scope: AgentScope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.emirate) conditions.push(eq(agencies.emirate, scope.emirate));
  // "By name": every word in the agent's or the agency's name.
  for (const word of (query.search ?? "").toLowerCase().split(/\s+/).filter(Boolean)) {
    conditions.push(
      sql`lower(${agents.name} || ' ' || coalesce(${agencies.name}, '')) like ${likeContains(word)}`,
    );
  }
  if (query.area) conditions.push(sql`${query.area} = any(${agents.areas})`);
  if (query.language) {
    conditions.push(
      sql`exists (select 1 from unnest(${agents.languages}) as language where lower(language) = ${query.language.toLowerCase()})`,
    );
  }
  if (query.agency !== undefined) conditions.push(eq(agents.agencyId, query.agency));
  return conditions;
}

/** Most listings first, then by name. */
export async function findAgents(
  db: Db,
  query: AgentsQuery,
  scope: AgentScope,
): Promise<{ rows: AgentRow[]; total: number }> {
  const where = and(...agentConditions(query, scope));
  const [rows, [{ total }]] = await Promise.all([
    selectAgents(db, scope)
      .where(where)
      .orderBy(desc(agentListingCount(scope)), asc(agents.name), asc(agents.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(agents)
      .leftJoin(agencies, eq(agencies.id, agents.agencyId))
      .where(where),
  ]);
  return { rows, total };
}

export async function findAgentById(db: Db, id: number, scope: AgentScope): Promise<AgentRow | undefined> {
  const conditions: SQL[] = [eq(agents.id, id)];
  if (scope.emirate) conditions.push(eq(agencies.emirate, scope.emirate));
  const [row] = await selectAgents(db, scope)
    .where(and(...conditions))
    .limit(1);
  return row;
}

export async function findAgencies(db: Db, scope: AgentScope) {
  const inScope = scope.emirate ? sql` and p.emirate = ${scope.emirate}` : sql``;
  return db
    .select({
      id: agencies.id,
      name: agencies.name,
      orn: agencies.orn,
      emirate: agencies.emirate,
      phone: agencies.phone,
      email: agencies.email,
      isSample: agencies.isSample,
      agentCount: sql<number>`(select count(*)::int from agents a where a.agency_id = "agencies"."id")`,
      listingCount: sql<number>`(select count(*)::int from properties p join agents a on a.id = p.agent_id where a.agency_id = "agencies"."id" and p.status in (${publicStatuses})${inScope})`,
    })
    .from(agencies)
    .where(scope.emirate ? eq(agencies.emirate, scope.emirate) : undefined)
    .orderBy(asc(agencies.name), asc(agencies.id));
}

/** One page of the agent's public listing ids, featured first then newest, and the total. */
export async function findAgentListingIds(
  db: Db,
  agentId: number,
  scope: AgentScope,
  page: { page: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const conditions: SQL[] = [
    eq(properties.agentId, agentId),
    inArray(properties.status, [...PUBLIC_STATUSES]),
  ];
  if (scope.emirate) conditions.push(eq(properties.emirate, scope.emirate));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: properties.id })
      .from(properties)
      .where(where)
      .orderBy(desc(properties.featured), desc(properties.createdAt), desc(properties.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total };
}
