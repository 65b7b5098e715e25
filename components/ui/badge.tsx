import type * as React from "react";

/** .badge in app/globals.css; a utility in `className` still wins over it. */
export function Badge({ className, ...props }: React.ComponentProps<"span">) {
  return <span className={className ? `badge ${className}` : "badge"} {...props} />;
}
