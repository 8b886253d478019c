// The delivery events are declared with the lifecycle that emits them.
import '../donations';
