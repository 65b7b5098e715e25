import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/utils";

// The looks are component classes (.btn and its variants in app/globals.css), not utility lists: a
// button's ~400 characters of classes were written into the HTML and again into the RSC payload of
// every page, for each button. A utility in `className` still wins over them (the components layer
// comes before the utilities). The icon's size is `.btn svg`, unlayered so it wins over an icon's own size class.
const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "btn-primary",
      secondary: "btn-secondary",
      outline: "btn-outline",
      ghost: "btn-ghost",
      destructive: "btn-destructive",
      link: "btn-link",
      light: "btn-light",
      clear: "btn-clear",
    },
    size: { default: "btn-md", sm: "btn-sm", lg: "btn-lg", icon: "btn-icon" },
  },
  defaultVariants: { variant: "default", size: "default" },
});

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button, buttonVariants };
