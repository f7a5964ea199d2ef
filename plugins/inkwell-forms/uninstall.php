<?php
/**
 * Runs when the plugin is deleted: removes its forms and submissions only if the site owner chose so in
 * Contact forms > Settings.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/src/Admin/Settings.php';
require_once __DIR__ . '/src/Form/Form.php';
require_once __DIR__ . '/src/Inbox/Inbox.php';
require_once __DIR__ . '/src/Storage/Data_Removal.php';

Inkwell\Forms\Storage\Data_Removal::run();
