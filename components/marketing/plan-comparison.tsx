import { PLAN_COMPARISON } from "@/content/pricing";
import { PLANS } from "@/lib/plans";

// Looks: .cmp-box and .cmp in app/globals.css, by column (Feature, Basic, Premium with its shading), not on
// every cell. A yes or no is a mark drawn by CSS (.yes, .no) with its words visually hidden.
function Cell({ value }: { value: string | boolean }) {
  if (typeof value === "string") return <td>{value}</td>;
  return (
    <td className={value ? "yes" : "no"}>
      <span className="sr-only">{value ? "Included" : "Not included"}</span>
    </td>
  );
}

export function PlanComparison({ caption }: { caption: string }) {
  return (
    // "relative" (.cmp-box): the visually hidden "Included"/"Not included" labels are positioned, and would
    // otherwise escape this scroll box and widen the whole page on a phone.
    <div className="cmp-box">
      <table className="cmp">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">{PLANS.basic.name}</th>
            <th scope="col">{PLANS.premium.name}</th>
          </tr>
        </thead>
        <tbody>
          {PLAN_COMPARISON.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              <Cell value={row.basic} />
              <Cell value={row.premium} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
