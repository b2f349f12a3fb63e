import { Link } from 'react-router';
import { figureText, useMetricSummary } from '../../ui/metric';

/** The pages below /home (spec §2 children, and the entity report beside them) with what each holds. */
const ENTRIES = [
  {
    to: '/home/plotlist',
    title: '地块清单',
    desc: '地块编码、地类、在种作物与经营主体',
    figures: [['parcelCount', '地块']],
  },
  {
    to: '/home/guaranteeSupply',
    title: '保供稳价',
    desc: '蔬菜、粮食、畜禽、水产保供主体与供应能力',
    figures: [
      ['supplySubjectCount', '保供主体'],
      ['supplyAnnualT', '年保供'],
    ],
  },
  {
    to: '/home/guangming',
    title: '光明农业基地',
    desc: '农业集团的基地分布、品类与经营状态',
    figures: [['farmCount', '辖区基地']],
  },
  {
    to: '/home/businesses-report',
    title: '经营主体报告',
    desc: '辖区经营主体构成、规模与信用，可打印',
    figures: [['companyCount', '经营主体']],
  },
] as const;

const METRICS = ENTRIES.flatMap((e) => e.figures.map(([metric]) => metric));

type Figures = ReadonlyMap<string, { value: number | null; unit: string }>;

/** An entry's figures in one line (the page it opens shows them in full). */
function figureLine(pairs: readonly (readonly [string, string])[], figures: Figures): string {
  return pairs
    .map(([metric, label]) => {
      const f = figures.get(metric);
      return f && f.value !== null ? `${label} ${figureText(f.value)} ${f.unit}` : null;
    })
    .filter(Boolean)
    .join(' · ');
}

function EntryList({ figures }: { figures: Figures }) {
  return (
    <ul className="home-entries" aria-label="快捷入口">
      {ENTRIES.map((e) => (
        <li key={e.to}>
          <Link to={e.to}>
            <span className="home-entry-title">{e.title}</span>
            <span className="home-entry-desc">{e.desc}</span>
            <span className="home-entry-figure">{figureLine(e.figures, figures) || '\u00a0'}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 快捷入口: the home's own pages, each with the figure it is about. */
export function HomeEntries() {
  const summary = useMetricSummary(METRICS);
  return <EntryList figures={new Map((summary.data ?? []).map((f) => [f.metric, f]))} />;
}
