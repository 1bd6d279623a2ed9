// The published definition set as the browser gets it, built once per version and kept in memory:
// the JSON text, its version (setDigest of the raw set: the build's SHIPPED_DIGEST when the lake
// holds exactly flows/), and its brotli and gzip bodies, compressed once. Dropped when a definition
// is published (the owner calls invalidate: the lake's commits, another process's through the bus).
// A server that runs operations beyond the build's table (test-only domains) announces them in the
// same body (`operations`), and its version then covers them: the shop's own body is unchanged.
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { readDefinitions } from '../../definitions/load-node';
import { routePatternsOf, routeSubjectsOf, routeTitlesOf, type RouteSubject, type RouteTitle } from '../../definitions/route-patterns';
import { setDigest } from '../../definitions/set-digest';
import { fillPattern, matchesPattern, patternParams } from '../../definitions/targets';
import { definitionSetIssues } from '../../definitions/set-issues';
import type { RawDefinitions } from '../../definitions/raw';
import type { OperationEntries } from '../../contracts/operation-entries';
import { definitionSet, definitionsRaw, type DefinitionSet } from './definition-docs';
import { releaseDigest, type CheckedReleases } from './checked-releases';
import type { ContentReader } from './reader';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answer of /api/definitions: the raw set plus the site's format version. */
export function definitionsBody(set: DefinitionSet, operations: OperationEntries = {}) {
  const raw = definitionsRaw(set);
  const announced = Object.keys(operations).length > 0 ? { operations } : {};
  return { version: typeof raw.site.version === 'number' ? raw.site.version : 1, ...raw, ...announced };
}

export interface DefinitionsRelease {
  /** setDigest of the raw set ('<length>-<16 hex>'). */
  version: string;
  /** The set itself (what the server acts on: site, order types, pages). */
  set: RawDefinitions;
  /** The path patterns its pages and journeys open (route-patterns.ts). */
  routes: readonly string[];
  /** Their screens' titles, for the documents of pages the server does not render. */
  titles: readonly RouteTitle[];
  /** The API reads of what pages show by their path (a page's `subject`): a 404 there is the page's 404. */
  subjects: readonly RouteSubject[];
  json: string;
  br: Buffer;
  gzip: Buffer;
}

/** The version a set is served under (its operations count when the server announces any). */
const releaseVersion = (raw: RawDefinitions, operations: OperationEntries = {}): string =>
  (Object.keys(operations).length > 0 ? setDigest({ raw, operations }) : setDigest(raw));

export async function buildRelease(set: DefinitionSet, operations: OperationEntries = {}): Promise<DefinitionsRelease> {
  const json = JSON.stringify(definitionsBody(set, operations));
  const [br, gzipped] = await Promise.all([
    brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) } }),
    gz(json, { level: 9 }),
  ]);
  const raw = definitionsRaw(set);
  const version = releaseVersion(raw, operations);
  return { version, set: raw, routes: routePatternsOf(raw), titles: routeTitlesOf(raw), subjects: routeSubjectsOf(raw), json, br, gzip: gzipped };
}

/** Said when the lake's set is not served (what failed, by file and pointer: definitions hold no personal data). */
export type RefusedSet = (problems: string[]) => void;

export class PublishedDefinitions {
  /** The release being built or built; invalidate drops it, so a build begun before a publish is never kept. */
  private current: Promise<DefinitionsRelease> | undefined;
  private flowsDigest: string | undefined;
  /** Versions of kept sets by their releaseDigest (computed once per set), and the kept releases built, by the same key. */
  private readonly keptVersions = new Map<string, string>();
  private readonly keptReleases = new Map<string, DefinitionsRelease>();

  /**
   * With `releases`, only a checked set is served (checked-releases.ts): the lake's when it is one (or
   * passes the checks now), else the newest checked one, else flows/.
   */
  /** `operations`: what this server serves beyond the build's table, announced with the set and known to its checks. */
  constructor(
    private readonly reader: ContentReader, private readonly flowsDir: string,
    private readonly releases?: CheckedReleases, private readonly refused: RefusedSet = () => undefined,
    readonly operations: OperationEntries = {},
  ) {}

  /** The flows/ files: what is served while the lake has no definition at all (a fresh hosted dataset). */
  flowsSet(): DefinitionSet {
    return readDefinitions(dirname(resolve(this.flowsDir))).raw;
  }

  /** The published set; `durable: false` when the lake could not be read (flows/ stands in, not kept). */
  private async load(): Promise<{ set: DefinitionSet; durable: boolean }> {
    const docs = await this.reader.fetch<unknown[] | null>('*[_type == "definition"]{kind, defId, body}', {}, null);
    if (docs && docs.length > 0) {
      try {
        return { set: await this.checked(definitionsRaw(definitionSet(docs))), durable: true };
      } catch {
        // The record of checked releases could not be read: flows/ stands in, as for an unreadable lake.
        return { set: this.flowsSet(), durable: false };
      }
    }
    return { set: this.flowsSet(), durable: docs !== null };
  }

  /** The set if it is a checked release (the deploy's flows/ is: the build checked it), else the newest checked one. */
  private async checked(set: RawDefinitions): Promise<RawDefinitions> {
    const { releases } = this;
    if (!releases) return set;
    const digest = releaseDigest(set);
    this.flowsDigest ??= releaseDigest(definitionsRaw(this.flowsSet()));
    if (digest === this.flowsDigest || (await releases.has(digest))) return set;
    // Written around the studio's publish (or published before releases were recorded): checked now, once.
    const issues = definitionSetIssues(set, this.operations);
    if (issues.length === 0) {
      await releases.record(set, 'server');
      return set;
    }
    this.refused(issues.slice(0, 10).map((i) => `${i.file}#${i.pointer}: ${i.message}`));
    return (await releases.newest()) ?? this.flowsSet();
  }

  release(): Promise<DefinitionsRelease> {
    if (this.current) return this.current;
    const building = this.load().then(async ({ set, durable }) => {
      const release = await buildRelease(set, this.operations);
      if (!durable && this.current === building) this.current = undefined;
      return release;
    });
    this.current = building;
    building.catch(() => { if (this.current === building) this.current = undefined; });
    return building;
  }

  /**
   * A version still served to visits pinned to it: the current one, the deploy's flows/ or one of the
   * last KEPT checked releases; null when it is none of them (evicted, or never published here).
   */
  async kept(version: string): Promise<DefinitionsRelease | null> {
    const current = await this.release();
    if (current.version === version) return current;
    const flows = definitionsRaw(this.flowsSet());
    this.flowsDigest ??= releaseDigest(flows);
    const flowsDigest = this.flowsDigest;
    const digests = [flowsDigest, ...((await this.releases?.digests()) ?? [])];
    const bodyOf = async (digest: string): Promise<RawDefinitions | null> => (digest === flowsDigest ? flows : ((await this.releases?.body(digest)) ?? null));
    // Evicted sets leave the memory too.
    for (const d of [...this.keptVersions.keys()]) if (!digests.includes(d)) { this.keptVersions.delete(d); this.keptReleases.delete(d); }
    let found = digests.find((d) => this.keptVersions.get(d) === version);
    for (const d of digests) {
      if (found !== undefined) break;
      if (this.keptVersions.has(d)) continue;
      const set = await bodyOf(d);
      if (!set) continue;
      const v = releaseVersion(set, this.operations);
      this.keptVersions.set(d, v);
      if (v === version) found = d;
    }
    if (found === undefined) return null;
    const built = this.keptReleases.get(found);
    if (built) return built;
    const set = await bodyOf(found);
    if (!set) return null;
    const release = await buildRelease(set, this.operations);
    this.keptReleases.set(found, release);
    return release;
  }

  /** The version now served (builds the release when none is kept). */
  async version(): Promise<string> {
    return (await this.release()).version;
  }

  /** Whether a path opens a page or a journey step of the published set (as the browser matches: any case). */
  async opens(pathname: string): Promise<boolean> {
    return (await this.release()).routes.some((pattern) => matchesPattern(pattern, pathname, { ignoreCase: true }));
  }

  /** The API path of what the page at a path shows (its subject's read, the path's parameters filled in), or null. */
  async subjectOf(pathname: string): Promise<string | null> {
    for (const s of (await this.release()).subjects) {
      const params = patternParams(s.pattern, pathname, { ignoreCase: true });
      if (params) return fillPattern(s.read, params);
    }
    return null;
  }

  /** The title of the screen a path opens, in the language asked, or null (none, or no title in that language). */
  async titleOf(pathname: string, lang: 'id' | 'en'): Promise<string | null> {
    const found = (await this.release()).titles.find((t) => matchesPattern(t.pattern, pathname, { ignoreCase: true }));
    const text = found && isRecord(found.title) ? found.title[lang] : undefined;
    return typeof text === 'string' && text.trim() !== '' ? text : null;
  }

  invalidate(): void {
    this.current = undefined;
  }
}
