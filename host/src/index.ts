// Federation's asyncStartup initialises the shared scope before this entry runs, so the shell
// can import the shared singletons directly.
import './bootstrap';
