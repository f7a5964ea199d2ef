<?php
/**
 * Removes everything Inkblocks stored when the plugin is deleted.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/src/Newsletter/Schema.php';

Inkblocks\Newsletter\Schema::uninstall();

require_once __DIR__ . '/src/Popups/Popup_Index.php';

delete_option( Inkblocks\Popups\Popup_Index::OPTION );
delete_option( Inkblocks\Popups\Popup_Index::TOKEN );
