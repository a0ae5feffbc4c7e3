/**
 * node --max-old-space-size=8192 --import tsx bench/heap-summary.ts A.heapsnapshot [B.heapsnapshot] [--top 25] [--retainers 3]
 *
 * Summarises V8 heap snapshots (Chrome DevTools format, as written by Node's --heapsnapshot-signal
 * or v8.writeHeapSnapshot) by node type and constructor: count and self size. Given two snapshots
 * of one process (bench:mix --heap-snapshots), it prints what grew between them and, for the groups
 * that grew most, what holds their new objects (the retaining edge and the retainer's constructor),
 * so a leak is named by the structure that keeps it rather than guessed.
 */
import fs from 'node:fs';
import { arg } from './support.js';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]]; edge_fields: string[]; edge_types: [string[], ...unknown[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

interface Parsed {
  groupOf: (i: number) => string;
  idOf: (i: number) => number;
  selfOf: (i: number) => number;
  count: number;
  retainers: (i: number) => { edge: string; from: number }[];
  nameOf: (i: number) => string;
}

function parse(file: string): Parsed {
  const s = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const nf = s.snapshot.meta.node_fields;
  const ef = s.snapshot.meta.edge_fields;
  const nodeTypes = s.snapshot.meta.node_types[0];
  const edgeTypes = s.snapshot.meta.edge_types[0];
  const N = nf.length;
  const E = ef.length;
  const [tI, nI, idI, sI, ecI] = ['type', 'name', 'id', 'self_size', 'edge_count'].map((f) => nf.indexOf(f)) as [number, number, number, number, number];
  const [etI, enI, toI] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f)) as [number, number, number];
  const count = s.nodes.length / N;
  // Reverse edges, for the retainers of a node.
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e;
    e += s.nodes[i * N + ecI]! * E;
  }
  firstEdge[count] = s.edges.length;
  const revCount = new Uint32Array(count + 1);
  for (let e = 0; e < s.edges.length; e += E) revCount[s.edges[e + toI]! / N]! += 1;
  const revStart = new Uint32Array(count + 1);
  for (let i = 0; i < count; i++) revStart[i + 1] = revStart[i]! + revCount[i]!;
  const revFill = revStart.slice();
  const revEdge = new Uint32Array(s.edges.length / E);
  const revFrom = new Uint32Array(s.edges.length / E);
  for (let i = 0; i < count; i++) {
    for (let e = firstEdge[i]!; e < firstEdge[i + 1]!; e += E) {
      const to = s.edges[e + toI]! / N;
      const k = revFill[to]!++;
      revEdge[k] = e;
      revFrom[k] = i;
    }
  }
  const nameOf = (i: number) => s.strings[s.nodes[i * N + nI]!] ?? '?';
  const typeOf = (i: number) => nodeTypes[s.nodes[i * N + tI]!] ?? '?';
  const groupOf = (i: number) => {
    const t = typeOf(i);
    if (t === 'object' || t === 'closure' || t === 'native') return `${t} ${nameOf(i).slice(0, 60)}`;
    return `(${t})`;
  };
  const edgeName = (e: number) => {
    const t = edgeTypes[s.edges[e + etI]!] ?? '?';
    const v = s.edges[e + enI]!;
    return t === 'element' || t === 'hidden' ? `${t}[${v}]` : `${t}:${s.strings[v] ?? v}`;
  };
  return {
    count,
    groupOf,
    nameOf,
    idOf: (i) => s.nodes[i * N + idI]!,
    selfOf: (i) => s.nodes[i * N + sI]!,
    retainers: (i) => {
      const out: { edge: string; from: number }[] = [];
      for (let k = revStart[i]!; k < revStart[i + 1]!; k++) out.push({ edge: edgeName(revEdge[k]!), from: revFrom[k]! });
      return out;
    },
  };
}

function groups(p: Parsed) {
  const g = new Map<string, { n: number; bytes: number }>();
  for (let i = 0; i < p.count; i++) {
    const k = p.groupOf(i);
    const x = g.get(k) ?? { n: 0, bytes: 0 };
    x.n += 1;
    x.bytes += p.selfOf(i);
    g.set(k, x);
  }
  return g;
}

const files = process.argv.slice(2).filter((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const top = Number(arg('top', '25'));
const retainerGroups = Number(arg('retainers', '3'));
const MB = (b: number) => Math.round((b / 1048576) * 10) / 10;

const a = parse(files[0]!);
const ga = groups(a);
const total = (g: Map<string, { bytes: number }>) => [...g.values()].reduce((n, x) => n + x.bytes, 0);
console.log(`${files[0]}: ${a.count} nodes, ${MB(total(ga))} MB self size`);
if (files.length < 2) {
  console.table(
    [...ga]
      .sort((x, y) => y[1].bytes - x[1].bytes)
      .slice(0, top)
      .map(([k, x]) => ({ group: k, count: x.n, MB: MB(x.bytes) })),
  );
} else {
  const b = parse(files[1]!);
  const gb = groups(b);
  console.log(`${files[1]}: ${b.count} nodes, ${MB(total(gb))} MB self size`);
  const grew = [...gb]
    .map(([k, x]) => ({
      group: k,
      countA: ga.get(k)?.n ?? 0,
      countB: x.n,
      mbA: MB(ga.get(k)?.bytes ?? 0),
      mbB: MB(x.bytes),
      dBytes: x.bytes - (ga.get(k)?.bytes ?? 0),
    }))
    .sort((x, y) => y.dBytes - x.dBytes);
  console.table(grew.slice(0, top).map(({ dBytes, ...r }) => ({ ...r, 'Δ MB': MB(dBytes) })));
  // New objects (ids not in A) of the groups that grew most: who holds them.
  const idsA = new Set<number>();
  for (let i = 0; i < a.count; i++) idsA.add(a.idOf(i));
  for (const { group } of grew.slice(0, retainerGroups)) {
    const holders = new Map<string, { n: number; bytes: number }>();
    for (let i = 0; i < b.count; i++) {
      if (b.groupOf(i) !== group || idsA.has(b.idOf(i))) continue;
      const r = b.retainers(i).filter((x) => !b.groupOf(x.from).startsWith('(system') && b.groupOf(x.from) !== '(synthetic)');
      // Two hops up names the structure better than one (an array's owner, a map's table's owner).
      const key = r
        .slice(0, 2)
        .map((x) => {
          const up = b.retainers(x.from)[0];
          return `${b.groupOf(x.from)} .${x.edge}${up ? ` ← ${b.groupOf(up.from)} .${up.edge}` : ''}`;
        })
        .join(' | ');
      const h = holders.get(key) ?? { n: 0, bytes: 0 };
      h.n += 1;
      h.bytes += b.selfOf(i);
      holders.set(key, h);
    }
    console.log(`\nnew ${group}: held by`);
    console.table(
      [...holders]
        .sort((x, y) => y[1].bytes - x[1].bytes)
        .slice(0, 10)
        .map(([k, x]) => ({ retainer: k.slice(0, 160), count: x.n, MB: MB(x.bytes) })),
    );
  }
}
