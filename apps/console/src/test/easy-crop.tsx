import type { HTMLAttributes } from 'react';

/**
 * react-easy-crop draws nothing in jsdom: a stand-in that reports a crop when clicked and shows the aspect asked for,
 * the crop area's attributes (cropperProps) and the arrow keys' step (data-step).
 */
export default function EasyCropStandIn(props: {
  aspect: number;
  keyboardStep?: number;
  cropperProps?: HTMLAttributes<HTMLDivElement>;
  onCropComplete: (area: unknown, pixels: unknown) => void;
}) {
  // Focusable like the real crop area.
  const areaProps = { tabIndex: 0, ...props.cropperProps };
  return (
    <div {...areaProps} data-step={props.keyboardStep} data-testid="crop-area">
      <button
        type="button"
        data-aspect={props.aspect}
        onClick={() => props.onCropComplete({}, { x: 0, y: 0, width: 110, height: 33 })}
      >
        crop-area
      </button>
    </div>
  );
}
