/** react-easy-crop draws nothing in jsdom: a stand-in that reports a crop when clicked and shows the aspect asked for. */
export default function EasyCropStandIn(props: {
  aspect: number;
  onCropComplete: (area: unknown, pixels: unknown) => void;
}) {
  return (
    <button
      type="button"
      data-aspect={props.aspect}
      onClick={() => props.onCropComplete({}, { x: 0, y: 0, width: 110, height: 33 })}
    >
      crop-area
    </button>
  );
}
