/**
 * Arrows that mean "back" and "next" point the other way on right-to-left pages; a text arrow
 * would not (← is not a mirrored character), so they flip with the page direction.
 */
export function BackArrow() {
  return (
    <span aria-hidden="true" className="pt:inline-block pt:rtl:-scale-x-100">
      ←
    </span>
  );
}

export function ForwardArrow() {
  return (
    <span aria-hidden="true" className="pt:inline-block pt:rtl:-scale-x-100">
      →
    </span>
  );
}
