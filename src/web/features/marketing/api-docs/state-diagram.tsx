import { useId } from 'react';
import { layoutStates } from './state-layout';

const BOX_W = 196;
const BOX_H = 36;
const COL_GAP = 64;
const ROW_PITCH = 72;
const PAD = 8;

/**
 * A state machine drawn from its transition table: boxes in columns, an arrow per allowed move,
 * end states outlined twice. The moves are also listed in words for screen readers and for anyone
 * who prefers text.
 */
export function StateDiagram<S extends string>({
  title,
  table,
  initial,
  note,
}: {
  title: string;
  table: Record<S, readonly S[]>;
  initial: S;
  /** What the picture leaves out, e.g. a status reached without the machine. */
  note?: string;
}) {
  const id = useId();
  const layout = layoutStates(table, initial);
  const width = PAD * 2 + layout.columns * BOX_W + (layout.columns - 1) * COL_GAP;
  const height = PAD * 2 + (layout.rows - 1) * ROW_PITCH + BOX_H;
  const cellAt = (column: number, row: number) => ({ x: PAD + column * (BOX_W + COL_GAP), y: PAD + row * ROW_PITCH });
  const at = new Map(layout.states.map((s) => [s.state, cellAt(s.column, s.row)]));
  const moves = (Object.keys(table) as S[]).filter((from) => table[from].length > 0);
  return (
    <figure className="mt-6" data-testid="state-diagram">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-title`} className="h-auto w-full max-w-3xl">
        <title id={`${id}-title`}>{title}</title>
        <defs>
          <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" className="fill-slate-500" />
          </marker>
        </defs>
        {layout.edges.map(({ from, to, via }) => {
          const a = at.get(from)!;
          const b = at.get(to)!;
          // Through each waypoint cell straight across, with smooth bends between.
          const points = [
            { x: a.x + BOX_W, y: a.y + BOX_H / 2 },
            ...via.flatMap((cell) => {
              const { x, y } = cellAt(cell.column, cell.row);
              return [
                { x, y: y + BOX_H / 2 },
                { x: x + BOX_W, y: y + BOX_H / 2 },
              ];
            }),
            { x: b.x - 2, y: b.y + BOX_H / 2 },
          ];
          let d = `M${points[0]!.x} ${points[0]!.y}`;
          for (let i = 1; i < points.length; i++) {
            const p = points[i - 1]!;
            const q = points[i]!;
            const bend = (q.x - p.x) / 2;
            d += i % 2 === 1 ? ` C${p.x + bend} ${p.y} ${q.x - bend} ${q.y} ${q.x} ${q.y}` : ` L${q.x} ${q.y}`;
          }
          return <path key={`${from}-${to}`} d={d} className="fill-none stroke-slate-500" strokeWidth="1.5" markerEnd={`url(#${id}-arrow)`} />;
        })}
        {layout.states.map((s) => {
          const { x, y } = at.get(s.state)!;
          return (
            <g key={s.state}>
              <rect
                x={x}
                y={y}
                width={BOX_W}
                height={BOX_H}
                rx="6"
                className={s.terminal ? 'fill-slate-100 stroke-slate-700' : 'fill-white stroke-blue-900'}
                strokeWidth={s.terminal ? 3 : 1.5}
              />
              <text x={x + BOX_W / 2} y={y + BOX_H / 2} dominantBaseline="central" textAnchor="middle" className="fill-slate-900 font-mono text-[12px]">
                {s.state}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-sm text-muted-foreground">
        <strong className="text-foreground">{title}.</strong> {moves.map((from) => `${from} → ${table[from].join(', ')}`).join('; ')}. End states are outlined
        in bold.{note ? ` ${note}` : ''}
      </figcaption>
    </figure>
  );
}
