import { Icon } from "@/components/ui/icon";
import { PLAN_COMPARISON } from "@/content/pricing";
import { PLANS } from "@/lib/plans";

function Cell({ value }: { value: string | boolean }) {
  if (typeof value === "string") return <>{value}</>;
  return value ? (
    <>
      <Icon name="check" className="mx-auto size-5 text-brand-600" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Icon name="minus" className="mx-auto size-5 text-ink-500" />
      <span className="sr-only">Not included</span>
    </>
  );
}

export function PlanComparison({ caption }: { caption: string }) {
  return (
    // "relative": the visually hidden "Included"/"Not included" labels are positioned, and would
    // otherwise escape this scroll box and widen the whole page on a phone.
    <div className="relative overflow-x-auto rounded-2xl border border-brand-100 bg-white shadow-sm">
      <table className="cmp w-full min-w-[18rem] text-left text-sm">
        <caption className="px-5 pt-5 text-left text-lg font-bold text-ink-900">{caption}</caption>
        <thead>
          <tr className="border-b border-brand-100 text-ink-900">
            <th scope="col" className="font-semibold">
              Feature
            </th>
            <th scope="col" className="text-center font-semibold">
              {PLANS.basic.name}
            </th>
            <th scope="col" className="bg-brand-50 text-center font-semibold text-brand-800">
              {PLANS.premium.name}
            </th>
          </tr>
        </thead>
        <tbody>
          {PLAN_COMPARISON.map((row) => (
            <tr key={row.feature} className="border-b border-brand-100 last:border-0">
              <th scope="row" className="font-medium text-ink-800">
                {row.feature}
              </th>
              <td className="text-center text-ink-700">
                <Cell value={row.basic} />
              </td>
              <td className="bg-brand-50 text-center font-medium text-ink-900">
                <Cell value={row.premium} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
