// Federation's asyncStartup initialises the shared scope before this entry runs, so the shell
// can import the shared singletons directly.
// The static first screen's styles, in the entry's stylesheet: index.html links it in its head.
import './firstScreen.css';
import './bootstrap';
